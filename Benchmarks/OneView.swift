// One view: the baseline the load time of Lines2000.swift is measured against.

import SwiftUI

struct OneView: View {
    var body: some View { Text("Hello") }
}

#Preview { OneView() }
