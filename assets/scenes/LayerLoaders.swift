// Layer loaders: Core Animation as UIKit code writes it: a replicator's ring of fading dots,
// a stroked ring drawn by strokeEnd, and a button that springs when tapped (a target-action
// running a CASpringAnimation).
// Seed: none; a UIKit view controller as users write one (CAReplicatorLayer, CAShapeLayer).

import UIKit

final class LoadersViewController: UIViewController {
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        // Three across the view, each in the middle of its third.
        let third = view.bounds.width / 3, y = view.bounds.midY
        addDots(centre: CGPoint(x: third / 2, y: y))
        addRing(centre: CGPoint(x: third * 1.5, y: y))
        addButton(centre: CGPoint(x: third * 2.5, y: y))
    }

    /// Twelve dots, each fading a twelfth of a second after the one before.
    private func addDots(centre: CGPoint) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: centre.x - 70, y: centre.y - 70, width: 140, height: 140)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        view.layer.addSublayer(replicator)

        let dot = CALayer()
        dot.frame = CGRect(x: 62, y: 4, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = UIColor.systemIndigo.cgColor
        dot.opacity = 0.15
        replicator.addSublayer(dot)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")

        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1
        shrink.toValue = 0.4
        shrink.duration = 1
        shrink.repeatCount = .infinity
        dot.add(shrink, forKey: "shrink")
    }

    /// A ring drawn from nothing to whole in 1.2 s, then drawn again.
    private func addRing(centre: CGPoint) {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: centre.x - 70, y: centre.y - 70, width: 140, height: 140)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 70, y: 70), radius: 60, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemTeal.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        view.layer.addSublayer(ring)

        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1.2
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        draw.repeatCount = .infinity
        ring.add(draw, forKey: "draw")
    }

    /// A button that springs back to its size when tapped.
    private func addButton(centre: CGPoint) {
        button.frame = CGRect(x: centre.x - 80, y: centre.y - 28, width: 160, height: 56)
        button.backgroundColor = .systemOrange
        button.layer.cornerRadius = 28
        button.setTitle("Tap me", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc private func tapped() {
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.7
        spring.toValue = 1
        spring.damping = 8
        spring.duration = spring.settlingDuration
        button.layer.add(spring, forKey: "spring")
    }
}

#Preview("Layer loaders") {
    LoadersViewController()
}
