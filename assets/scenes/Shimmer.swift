// Shimmer: a transparent band sweeps across the card, once a second, forever.
// Seed: 004 CoreAnimation で光るコンポーネントを実装してみた — the first shimmer (shimmer.swift)
// Played by animpreview from this file; shimmer() is the seed's, as printed.

import UIKit

let shimmerView = makeCard()

func shimmer() {

    let gradient = CAGradientLayer()
    gradient.colors = [
      UIColor.white.withAlphaComponent(1).cgColor,
      UIColor.white.withAlphaComponent(0).cgColor, 
      UIColor.white.withAlphaComponent(1).cgColor
    ]
    gradient.startPoint = CGPoint(x: 0.0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1.0, y: 0.5)
    gradient.locations = [1, 1, 1]

    gradient.frame = CGRect(
      x: 0,
      y: 0,
      width: shimmerView.bounds.width, // shimmerView = 対象の view
      height: shimmerView.bounds.height
    )
    shimmerView.layer.mask = gradient

    let locationsAnimation = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))
    locationsAnimation.fromValue = [0.0, 0.3, 0.3]
    locationsAnimation.toValue = [0.7, 1.0, 1.0]
    locationsAnimation.duration = 1.0
    locationsAnimation.repeatCount = .infinity

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

#Preview("Shimmer") {
    // The card is seen at rest first; a click on it shimmers it again.
    shimmerView.addAction(UIAction { _ in shimmer() }, for: .touchUpInside)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        shimmer()
    }
    return shimmerView
}
