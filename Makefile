# animpreview — `make run` opens the app, `make test` runs every test.
# Both install the Debian packages they need first (through sudo when not root).

SWIFT ?= swift
# The toolchain's SwiftSyntax modules, which the source runtime imports internally: every
# target is told where they are, SwiftPM's generated test runner included (it takes no
# settings of its own, and a test's @testable import reaches the runtime's internal imports).
SYNTAX_MODULES := $(or $(SWIFT_HOST_LIBRARIES),$(dir $(realpath $(shell command -v $(SWIFT))))../lib/swift/host)
SWIFT_FLAGS := -Xswiftc -I -Xswiftc $(SYNTAX_MODULES)
EFFECT ?= blur
APT_PACKAGES = libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpixman-1-dev libcairo2-dev libfontconfig-dev libx11-dev \
               pkg-config fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-liberation fonts-dejavu-core \
               fonts-material-design-icons-iconfont xvfb xdotool x11-apps imagemagick ffmpeg python3
# Only `make bench` needs these: the peer it is measured against, and GNU time for peak memory.
BENCH_PACKAGES = python3-pygame time
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STAMP := .build/.deps-installed
BENCH_STAMP := .build/.bench-deps-installed

.PHONY: run test build release deps bench-deps bench bench-compare leakcheck tsan fuzz clean

# Installs only what is missing, and remembers that it did.
define install-missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@mkdir -p .build && touch $(2)
endef

deps: $(STAMP)
$(STAMP): Makefile
	$(call install-missing,$(APT_PACKAGES),$(STAMP))

bench-deps: $(BENCH_STAMP)
$(BENCH_STAMP): Makefile
	$(call install-missing,$(BENCH_PACKAGES),$(BENCH_STAMP))

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

release: deps
	$(SWIFT) build -c release $(SWIFT_FLAGS)

run: build
	.build/debug/animpreview --effect $(EFFECT)

# After the tests, a minute of fuzzing from a fixed seed (Tools/fuzz.py): mutated gallery
# files and Tests/Fuzz/Seeds played by render and inspect, each run under a 4 GB address-space
# limit and a 10 s timeout; a crash or hang fails (minimised into Tests/Fuzz/Findings).
FUZZ_TEST_SECONDS ?= 60
test: build
	$(SWIFT) test --disable-swift-testing $(SWIFT_FLAGS)
	python3 Tools/fuzz.py --seconds $(FUZZ_TEST_SECONDS) --seed 1

# Longer fuzzing: `make fuzz SECONDS=1800 SEED=7`.
SECONDS ?= 600
SEED ?= 2
fuzz: build
	python3 Tools/fuzz.py --seconds $(SECONDS) --seed $(SEED)

# Seed scenes, stress scenes, pygame on the same scene, exports and peak memory; a table last.
bench: release bench-deps
	Benchmarks/run.sh

# The working tree against a baseline commit, figure by figure, both binaries in turn:
# `make bench-compare BASELINE=HEAD~5` (the baseline is built in .build-baseline).
bench-compare: release
	SWIFT_FLAGS="$(SWIFT_FLAGS)" Benchmarks/compare.sh

# Every gallery scene and every fuzzer fixture played headless (render, inspect, a tap, the
# many-node bench, an export) under AddressSanitizer's leak checker: any leak or memory error
# fails. `make tsan` plays the same under ThreadSanitizer, and a few scenes in a window under
# Xvfb: any data race fails. Each has its own build folder and takes several minutes.
leakcheck: deps
	SWIFT_FLAGS="$(SWIFT_FLAGS)" Tools/sanitize.sh address

tsan: deps
	SWIFT_FLAGS="$(SWIFT_FLAGS)" Tools/sanitize.sh thread

clean:
	rm -rf .build .build-asan .build-address .build-thread
	git worktree remove --force .build-baseline 2>/dev/null || true
