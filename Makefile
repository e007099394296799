# animpreview — `make run` opens the app, `make test` runs every test.
# Both install the Debian packages they need first (through sudo when not root).

SWIFT ?= swift
EFFECT ?= blur
APT_PACKAGES = libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpixman-1-dev libfontconfig-dev libx11-dev \
               pkg-config fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-liberation fonts-dejavu-core \
               xvfb xdotool x11-apps imagemagick ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STAMP := .build/.deps-installed

.PHONY: run test build release deps bench leakcheck clean

# Installs only what is missing, and remembers that it did.
deps: $(STAMP)
$(STAMP): Makefile
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@mkdir -p .build && touch $(STAMP)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	.build/debug/animpreview --effect $(EFFECT)

test: build
	$(SWIFT) test --disable-swift-testing

bench: release
	.build/release/animpreview bench

# Headless renders of every scene (with --text of every kind, and a tap) built with
# AddressSanitizer: any leak or memory error fails. Its own build folder; a few minutes.
LEAK_RUNS = $(foreach e,blur floating distort bounce block block-mask blinking roulette morph launch shimmer shimmer-sharp shimmer-soft,"render $(e) --time 2.5 --size 320x200 --out /tmp/animpreview-leakcheck.png --tap 160,100@1" "render $(e) --time 3 --size 320x200 --out /tmp/animpreview-leakcheck.png --text 'Hi 😀 مرحبا 漢字|é \u0378'")
leakcheck: deps
	$(SWIFT) build --build-path .build-asan -Xswiftc -sanitize=address --product animpreview
	@for run in $(LEAK_RUNS) "inspect morph --time 2" "fonts" "curve easeInOut --plot /tmp/animpreview-leakcheck.png"; do \
	  echo "leakcheck: animpreview $$run"; \
	  eval ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:halt_on_error=1 .build-asan/debug/animpreview $$run > /dev/null 2> .build-asan/leakcheck.err; \
	  status=$$?; if [ $$status -ne 0 ] || grep -q "Sanitizer" .build-asan/leakcheck.err; then cat .build-asan/leakcheck.err; exit 1; fi; \
	done; echo "leakcheck: no leaks, no memory errors"

clean:
	rm -rf .build .build-asan
