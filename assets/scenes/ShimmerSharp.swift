// Shimmer (sharp): a hard-edged band of alpha 0.3 crosses the card once in 0.4 s, easing in.
// Seed: 004 CoreAnimation で光るコンポーネントを実装してみた — パキッとした shimmer (shimmer-sharp.swift)
// Played by animpreview from this file; shimmer() is the seed's, its three blocks joined.

import UIKit

let shimmerView = makeCard()

func shimmer() {

    let gradient = CAGradientLayer()
    gradient.colors = [
      UIColor.white.withAlphaComponent(1).cgColor, 
      UIColor.white.withAlphaComponent(0.3).cgColor, // ここがハイライトカラーになるので、透明度を調整する。
      UIColor.white.withAlphaComponent(1).cgColor
    ]
    gradient.locations = [1, 1, 1] // オール 0 or 1
    
    gradient.frame = CGRect(
      x: 0,
      y: 0,
      width: shimmerView.bounds.width, // shimmerView = 対象の view
      height: shimmerView.bounds.height
    )
    shimmerView.layer.mask = gradient
    // gradation の start 位置. x < 0　（対象の view の左外）　となる値を設定する.　
    gradient.startPoint = CGPoint(x: -1, y: 0) 
    // gradation の end 位置. 1 < x （対象の view の右外） となる値を設定する.
    gradient.endPoint = CGPoint(x: 2, y: 1.5) 

    let locationsAnimation = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))
    locationsAnimation.fromValue = [0.0, 0.2, 0.2]  // animation 開始時における gradation color の分岐点. 幅を調整できる.
    locationsAnimation.toValue = [0.8, 1.0, 1.0]  // ... 終了時 ...
    locationsAnimation.duration = 0.4 // animation の持続時間
    locationsAnimation.repeatCount = 1  // animation の回数
    locationsAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn) // animation のタイミングカーブ
    
    gradient.add(locationsAnimation, forKey: "shimmer")
}

// The view the seed lights up: it says only "a finished static UI component", so this is a
// card of our own (the same one in the three shimmer files). A UIControl, so that a click on
// it runs shimmer() again.
func makeCard() -> UIControl {
    let card = UIControl(frame: CGRect(x: 0, y: 0, width: 360, height: 226))
    card.backgroundColor = UIColor(red: 0.17, green: 0.20, blue: 0.45, alpha: 1)
    card.layer.cornerRadius = 22

    let title = UILabel()
    title.text = "Aurora Premium"
    title.font = UIFont.systemFont(ofSize: 26, weight: .bold)
    title.textColor = .white
    title.sizeToFit()

    let line = UILabel()
    line.text = "Member since 2024 · Tokyo"
    line.font = UIFont.systemFont(ofSize: 16)
    line.textColor = UIColor.white.withAlphaComponent(0.75)
    line.sizeToFit()

    // The two lines, 93 pt apart, as one block centred between the card's 26 pt margins.
    let block = title.frame.height + 93 + line.frame.height
    let top = 26 + (card.bounds.height - 52 - block) / 2
    title.frame = CGRect(x: 26, y: top, width: title.frame.width, height: title.frame.height)
    line.frame = CGRect(x: 26, y: top + title.frame.height + 93, width: line.frame.width, height: line.frame.height)
    card.addSubview(title)
    card.addSubview(line)

    // A card brand's mark at the top right: two overlapping discs.
    let discColors = [
        UIColor(red: 0.96, green: 0.62, blue: 0.20, alpha: 1),
        UIColor(red: 0.93, green: 0.30, blue: 0.36, alpha: 0.85),
    ]
    for (i, color) in discColors.enumerated() {
        let disc = UIView(frame: CGRect(x: 280 + 20 * Double(i), y: 37, width: 34, height: 34))
        disc.backgroundColor = color
        disc.layer.cornerRadius = 17
        card.addSubview(disc)
    }
    return card
}

#Preview("Shimmer (sharp)") {
    // The card is seen at rest first; a click on it shimmers it again.
    shimmerView.addAction(UIAction { _ in shimmer() }, for: .touchUpInside)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        shimmer()
    }
    return shimmerView
}
