extension LayoutEngine {
    /// Which of a `ViewThatFits`'s children it shows offered `p` (Apple, `ViewThatFits`): the
    /// first whose ideal size (offered no size on the axes it must fit) fits `p` on those axes,
    /// else the last.
    func fitting(_ children: [LayoutItem], _ p: Size, horizontal: Bool, vertical: Bool) -> Int {
        let ideal = Size(horizontal ? Layout.unspecified : p.width, vertical ? Layout.unspecified : p.height)
        for (i, child) in children.enumerated() {
            let s = measure(child, ideal)
            if (!horizontal || s.width <= p.width) && (!vertical || s.height <= p.height) { return i }
        }
        return children.count - 1
    }
}
