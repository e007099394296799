import Effects

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
    override func testAClickOnTheTextChangesTheWordToo() { super.testAClickOnTheTextChangesTheWordToo() }
}

final class LaunchSourceTests: LaunchSceneTests {
    override class var effect: Effect { SourceScenes.effect("Launch") }
    override func testDiameterIsOnTheSecondStepsEaseInOutAtPointTwo() { super.testDiameterIsOnTheSecondStepsEaseInOutAtPointTwo() }
    override func testTheWholeSequenceIsTheChaseOfTheFiveSteps() { super.testTheWholeSequenceIsTheChaseOfTheFiveSteps() }
    override func testKeyframesReachEachStepsTargetInTurn() { super.testKeyframesReachEachStepsTargetInTurn() }
    override func testAClickReplaysTheLaunch() { super.testAClickReplaysTheLaunch() }
}
