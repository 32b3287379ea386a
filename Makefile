# Shortcuts for the scripts; each installs what it needs first.
.PHONY: gallery test bench stress docs

gallery:
	bash scripts/gallery.sh

test:
	bash scripts/test.sh

bench:
	bash scripts/bench.sh

stress:
	bash scripts/stress.sh

docs:
	bash scripts/docs.sh
