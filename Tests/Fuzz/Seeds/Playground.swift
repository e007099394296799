import UIKit
import PlaygroundSupport

let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
container.backgroundColor = .white
let dot = UIView(frame: CGRect(x: 20, y: 80, width: 40, height: 40))
dot.backgroundColor = .systemBlue
dot.layer.cornerRadius = 20
container.addSubview(dot)
let label = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 30))
label.text = "Sliding"
label.font = UIFont.systemFont(ofSize: 22, weight: .bold)
container.addSubview(label)

let slide = CABasicAnimation(keyPath: "position.x")
slide.fromValue = 40
slide.toValue = 260
slide.duration = 1.2
slide.autoreverses = true
slide.repeatCount = .infinity
dot.layer.add(slide, forKey: "slide")
UIView.animate(withDuration: 0.8, delay: 0.1, options: [.curveEaseInOut], animations: {
    label.alpha = 0.3
})
PlaygroundPage.current.liveView = container
