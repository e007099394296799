import UIKit
        var big:[Int] = [];for i in 0..<2000000{big.append(i)}