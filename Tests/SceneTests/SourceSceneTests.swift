import Effects
import Scene
import XCTest

// Every check of the built-in scenes, run again on the same scene played from its source file
// (`assets/scenes/NAME.swift`). Each test is named again here: test discovery on Linux lists
// only the methods a class declares itself.

final class BounceSourceTests: BounceSceneTests {
    override class var effect: Effect { SourceScenes.effect("Bounce") }
    override func testCharactersDropInOnTheDelayedSpring() { super.testCharactersDropInOnTheDelayedSpring() }
    override func testTheSpringOvershootsAndSettles() { super.testTheSpringOvershootsAndSettles() }
    override func testLayoutIsTwoCentredLinesUnderThePaddedTitle() { super.testLayoutIsTwoCentredLinesUnderThePaddedTitle() }
    override func testTapReplaysOnlyThatLine() { super.testTapReplaysOnlyThatLine() }
    override func testFadedCharactersAndTheTitleAreNotTappable() { super.testFadedCharactersAndTheTitleAreNotTappable() }
}

final class BlurSourceTests: BlurSceneTests {
    override class var effect: Effect { SourceScenes.effect("Blur") }
    override func testEveryCharacterFollowsItsDelayedEaseInOut() { super.testEveryCharacterFollowsItsDelayedEaseInOut() }
    override func testMidAnimationValuesAreBetweenTheEnds() { super.testMidAnimationValuesAreBetweenTheEnds() }
    override func testLayoutFollowsTheStacks() { super.testLayoutFollowsTheStacks() }
    override func testSeekingBackwardsGivesTheSameValuesAsPlayingForwards() { super.testSeekingBackwardsGivesTheSameValuesAsPlayingForwards() }
    override func testTapOnNothingRestartsTheScene() { super.testTapOnNothingRestartsTheScene() }
}

final class DistortSourceTests: DistortSceneTests {
    override class var effect: Effect { SourceScenes.effect("Distort") }
    override func testNothingMovesBeforeATap() { super.testNothingMovesBeforeATap() }
    override func testATapRunsTheSequenceCharacterByCharacter() { super.testATapRunsTheSequenceCharacterByCharacter() }
    override func testSquashedOrMovedCharactersAreNotHit() { super.testSquashedOrMovedCharactersAreNotHit() }
}

final class FloatingSourceTests: FloatingSceneTests {
    override class var effect: Effect { SourceScenes.effect("Floating") }
    override func testTheTextLiftsOffItsShadowOnAppear() { super.testTheTextLiftsOffItsShadowOnAppear() }
    override func testATapOnALineRerunsItsAnimationWithoutDelay() { super.testATapOnALineRerunsItsAnimationWithoutDelay() }
    override func testLayoutIsTwoCentredLinesTheSecondPadded() { super.testLayoutIsTwoCentredLinesTheSecondPadded() }
}

final class BlockSourceTests: BlockSceneTests {
    override class var effect: Effect { SourceScenes.effect("Block") }
    override func testBarsAndTextsFollowTheSeedTimes() { super.testBarsAndTextsFollowTheSeedTimes() }
    override func testTheBarWipesInFromTheLeadingEdgeAndOutToTheTrailingEdge() { super.testTheBarWipesInFromTheLeadingEdgeAndOutToTheTrailingEdge() }
    override func testTheBarTakesTheTextSizeAfterTheGeometryReaderDelay() { super.testTheBarTakesTheTextSizeAfterTheGeometryReaderDelay() }
    override func testLayoutIsAScrollViewColumn() { super.testLayoutIsAScrollViewColumn() }
    override func testATapReplaysOnlyThatBlock() { super.testATapReplaysOnlyThatBlock() }
    override func testATapBesideTheBlocksRestartsTheScene() { super.testATapBesideTheBlocksRestartsTheScene() }
}

final class BlinkingSourceTests: BlinkingSceneTests {
    override class var effect: Effect { SourceScenes.effect("Blinking") }
    override func testThreeLayersPerCharacterAsInTheSeed() { super.testThreeLayersPerCharacterAsInTheSeed() }
    override func testDelaysAreInTheSeedsRangesAndDriveTheBlur() { super.testDelaysAreInTheSeedsRangesAndDriveTheBlur() }
    override func testBaseTimeCountsTwice() { super.testBaseTimeCountsTwice() }
    override func testDelaysAreReproduciblePerSeed() { super.testDelaysAreReproduciblePerSeed() }
}

final class RouletteSourceTests: RouletteSceneTests {
    override class var effect: Effect { SourceScenes.effect("Roulette") }
    override func testEachCharacterShufflesThroughItsLineThenSettles() { super.testEachCharacterShufflesThroughItsLineThenSettles() }
    override func testCharactersFadeInLinearly() { super.testCharactersFadeInLinearly() }
    override func testLayoutFollowsTheCharacterShown() { super.testLayoutFollowsTheCharacterShown() }
    override func testTheShuffleIsReproducibleAndTheSeedChangesIt() { super.testTheShuffleIsReproducibleAndTheSeedChangesIt() }
}

final class MorphSourceTests: MorphSceneTests {
    override class var effect: Effect { SourceScenes.effect("Morph") }
    override func testTheFirstWordFadesInWhereItStands() { super.testTheFirstWordFadesInWhereItStands() }
    override func testTheZeroHeightFrameLeavesTheTextOutOfLayout() { super.testTheZeroHeightFrameLeavesTheTextOutOfLayout() }
    override func testSharedCharactersGlideAndTheRestFade() { super.testSharedCharactersGlideAndTheRestFade() }
    override func testIdsAreKeptAsTheSeedAssignsThem() { super.testIdsAreKeptAsTheSeedAssignsThem() }
    /// The built-in scene adds a tap on the text; the seed's code has none: a click on the
    /// text reaches no handler (the window replays the scene), and the word stays.
    override func testAClickOnTheTextChangesTheWordToo() {
        let p = Self.effect.player(size: Size(480, 360), metrics: FixedMetrics())
        p.seek(to: 1)
        guard let first = p.present().nodes.first(where: { $0.node.kind == .glyph }) else { return XCTFail("no text") }
        XCTAssertFalse(p.tap(at: Point(first.frame.x + 10, first.frame.y + 24)))
        p.seek(to: 1.5)
        XCTAssertEqual(p.present().nodes.filter { $0.node.kind == .glyph }.map(\.node.text).joined(), "しりとり")
    }
}

final class LaunchSourceTests: LaunchSceneTests {
    override class var effect: Effect { SourceScenes.effect("Launch") }
    override func testDiameterIsOnTheSecondStepsEaseInOutAtPointTwo() { super.testDiameterIsOnTheSecondStepsEaseInOutAtPointTwo() }
    override func testTheWholeSequenceIsTheChaseOfTheFiveSteps() { super.testTheWholeSequenceIsTheChaseOfTheFiveSteps() }
    override func testKeyframesReachEachStepsTargetInTurn() { super.testKeyframesReachEachStepsTargetInTurn() }
    override func testAClickReplaysTheLaunch() { super.testAClickReplaysTheLaunch() }
}

final class ShimmerSourceTests: ShimmerSceneTests {
    override class var shimmer: Effect { SourceScenes.effect("Shimmer") }
    override class var sharp: Effect { SourceScenes.effect("ShimmerSharp") }
    override class var soft: Effect { SourceScenes.effect("ShimmerSoft") }
    override func testTheCardRestsUnmaskedForHalfASecond() { super.testTheCardRestsUnmaskedForHalfASecond() }
    override func testShimmerSweepsOnceASecondForever() { super.testShimmerSweepsOnceASecondForever() }
    override func testSharpShimmerEasesInOnceThenShowsTheModel() { super.testSharpShimmerEasesInOnceThenShowsTheModel() }
    override func testSoftShimmerRunsItsGroupOnTheEasedTime() { super.testSoftShimmerRunsItsGroupOnTheEasedTime() }
    override func testAClickOnTheCardReplaysAndTheRepeatingOneRestarts() { super.testAClickOnTheCardReplaysAndTheRepeatingOneRestarts() }
    override func testAClickBesideTheCardRestartsTheScene() { super.testAClickBesideTheCardRestartsTheScene() }
    override func testRepeatingShimmerNeverSettlesButTheOthersDo() { super.testRepeatingShimmerNeverSettlesButTheOthersDo() }
}

final class BlockMaskSourceTests: BlockMaskSceneTests {
    override class var effect: Effect { SourceScenes.effect("BlockMask") }
    override func testMasksGrowFromTheLeadingEdgeOnTheBarsTimingAndStayOpen() { super.testMasksGrowFromTheLeadingEdgeOnTheBarsTimingAndStayOpen() }
    override func testTheMaskCoversTheLeadingPartOfTheText() { super.testTheMaskCoversTheLeadingPartOfTheText() }
    override func testATapClosesThatMaskAndGrowsItAgain() { super.testATapClosesThatMaskAndGrowsItAgain() }
}
