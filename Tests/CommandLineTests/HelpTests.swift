import XCTest

/// `--help`, `-h`, `COMMAND --help`, `help COMMAND` and `--version`: on stdout, exit 0.
final class HelpTests: XCTestCase {
    private let commands = ["list", "fonts", "render", "inspect", "export", "bench", "curve"]

    func testHelpAndDashHPrintTheWholeUsage() throws {
        for word in ["--help", "-h", "help"] {
            let r = try animpreview([word])
            XCTAssertEqual(r.status, 0, "\(word): \(r.err)")
            XCTAssertEqual(r.err, "", word)
            XCTAssertTrue(r.out.hasPrefix("usage:"), word)
            for command in commands { XCTAssertTrue(r.out.contains("animpreview \(command)"), "\(word) names \(command)") }
            XCTAssertTrue(r.out.contains("window keys:"), word)
        }
    }

    func testACommandsHelpPrintsThatCommandsUsageOnly() throws {
        for command in commands {
            for form in [[command, "--help"], [command, "-h"], ["help", command], [command, "blur", "--bogus", "--help"]] {
                let r = try animpreview(form)
                XCTAssertEqual(r.status, 0, "\(form): \(r.err)")
                XCTAssertEqual(r.err, "", "\(form)")
                XCTAssertTrue(r.out.contains("animpreview \(command)"), "\(form): \(r.out)")
                for other in commands where other != command {
                    XCTAssertFalse(r.out.contains("animpreview \(other) "), "\(form) shows \(other)'s usage too")
                }
            }
        }
        let render = try animpreview(["render", "--help"])
        for option in ["--time", "--out", "--tap", "--drag", "--scale"] { XCTAssertTrue(render.out.contains(option), option) }
    }

    func testTheWindowsHelpComesWithItsKeys() throws {
        let r = try animpreview(["--effect", "blur", "--help"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("--exit-after"))
    }

    func testHelpOnAnUnknownCommandIsABadInvocation() throws {
        let r = try animpreview(["help", "frobnicate"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.out, "")
        XCTAssertTrue(r.err.contains("unknown command 'frobnicate'"), r.err)
    }

    func testVersionPrintsTheVersion() throws {
        let r = try animpreview(["--version"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, "")
        XCTAssertNotNil(r.out.range(of: #"^animpreview \d+\.\d+\.\d+\n$"#, options: .regularExpression), r.out)
    }
}
