# animpreview — `make run` opens the app, `make test` runs every test.
# Both install the Debian packages they need first (through sudo when not root).

SWIFT ?= swift
EFFECT ?= blur
APT_PACKAGES = libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpixman-1-dev libfontconfig-dev libx11-dev \
               pkg-config fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-liberation fonts-dejavu-core \
               xvfb xdotool x11-apps imagemagick ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STAMP := .build/.deps-installed

.PHONY: run test build release deps bench clean

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

clean:
	rm -rf .build
