import Scene

extension ScenePlayer {
    /// Throws the error the scene's own code raised (a source file's run-time error), if it
    /// stopped on one: a headless command must not pass off a stopped scene's frame as the scene.
    func checkFailure() throws {
        if let failure = scene.failure { throw failure }
    }
}
