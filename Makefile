# Clearance: `make serve` builds and serves on port 8080; `make test` runs every test.
# Each target installs what a fresh machine lacks (scripts/deps.sh).

SWIFT ?= swift
PORT ?= 8080
HOST ?= 127.0.0.1

.PHONY: all build release serve test lint format bench fuzz attack container-test deps clean

all: build

deps:
	@bash scripts/deps.sh swift

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

serve: release
	.build/release/clearance serve --host $(HOST) --port $(PORT)

test: deps
	@bash scripts/test.sh

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

bench: deps
	@bash scripts/bench.sh

fuzz: deps
	@bash scripts/fuzz.sh

# Hostile traffic (slow clients, huge answers, smuggling, a stalled log...) against a release
# build while a normal client measures latency; minutes, so not part of `make test`.
attack: release
	python3 scripts/attack.py

container-test:
	@bash scripts/container-test.sh

clean:
	rm -rf .build .venv test-output
