"""Screenshots of the site's pages as readers get them, for an author to look at before a change lands.

    python tools/shots.py [--root DIR] [--out shots/] [--pages lessons|all]

Builds the site strictly (as `./course build` does, into a temporary folder), serves it on
127.0.0.1 and, with Debian's chromium (tests/site/browser.py), writes one full-page PNG per page,
language and screen width: `shots/<language>/<page>-<width>.png` (e.g. `shots/es/19-voice-leading-pairs-390.png`).
The pages are every lesson page, plus the home page and the course index with `--pages all`.
`./course shots` runs it with `--pages all`.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "site"))  # the browser and the built site, as the tests use them

import browser  # noqa: E402
import site_map  # noqa: E402
from built import build_site, serve  # noqa: E402

WIDTHS = {390: 844, 1280: 800}  # a phone's CSS pixels, and a laptop's


def pages(root: Path, which: str) -> list[str]:
    """The English sources of the pages to shoot."""
    lessons = site_map.lessons(root)
    return (["index.md", site_map.course_index(root)] if which == "all" else []) + lessons


def shoot(address: str, root: Path, out: Path, which: str) -> list[Path]:
    """Every page in every language at every width, as PNGs under `out`; the files written."""
    written = []
    with browser.phone_browser(address) as context:
        tab = context.new_page()
        for src in pages(root, which):
            for language in site_map.languages(root):
                for width, height in WIDTHS.items():
                    tab.set_viewport_size({"width": width, "height": height})
                    tab.goto(address + site_map.url(src, language.locale, root), wait_until="load")
                    tab.wait_for_timeout(150)  # the tables' scroll cue is set once laid out
                    name = {"index.md": "index", site_map.course_index(root): "course"}.get(src, Path(src).stem)
                    path = out / language.locale / f"{name}-{width}.png"
                    path.parent.mkdir(parents=True, exist_ok=True)
                    tab.screenshot(path=str(path), full_page=True)
                    written.append(path)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to build (default: this one)")
    parser.add_argument("--out", type=Path, default=ROOT / "shots", help="where the PNGs go (git-ignored)")
    parser.add_argument("--pages", choices=("lessons", "all"), default="all")
    args = parser.parse_args()
    why = browser.missing()
    if why:
        print(f"shots: {why}", file=sys.stderr)
        return 1
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="shots-site-") as folder:
        run = build_site(args.root, Path(folder) / "site")
        if run.returncode != 0:
            print(run.stderr[-6000:], file=sys.stderr)
            return run.returncode
        server, thread = serve(Path(folder) / "site")
        try:
            host, port = server.server_address[:2]
            written = shoot(f"http://{host}:{port}/", args.root, args.out, args.pages)
        finally:
            server.shutdown()
            server.server_close()
            thread.join(timeout=5)
    print(f"{len(written)} screenshots in {args.out} ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
