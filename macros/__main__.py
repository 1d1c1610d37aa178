"""`python -m macros translations [--diff]`: each translation, up to date, stale or missing.
`python -m macros reviewed docs/PAGE.LANG.md`: record that a translation follows the English page now.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import translations as tr


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m macros", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    report = sub.add_parser("translations", help="report each translation's state")
    report.add_argument("--diff", action="store_true", help="show the English changes a stale page misses")
    report.add_argument("--docs", default="docs", type=Path)
    reviewed = sub.add_parser("reviewed", help="mark a translation as following the English page")
    reviewed.add_argument("pages", nargs="+", type=Path)
    args = parser.parse_args(argv)
    return translations_report(args.docs, args.diff) if args.command == "translations" else mark(args.pages)


def translations_report(docs: Path, show_diff: bool) -> int:
    root = docs.parent.resolve()
    stale = 0
    for english in tr.english_pages(docs.resolve()):
        for language in tr.LANGUAGES:
            found = tr.status(english, language)
            print(found.line(root))
            stale += found.state != "up to date"
            if show_diff and found.diff:
                print("".join("    " + line for line in found.diff.splitlines(True)).rstrip("\n"))
    return 1 if stale else 0


def mark(pages: list[Path]) -> int:
    for page in pages:
        language = page.name.split(".")[-2]
        english = page.with_name(page.name.replace(f".{language}.md", ".md"))
        if language not in tr.LANGUAGES or not english.is_file():
            print(f"{page}: not a translation of an English page (expected NAME.es.md or NAME.fr.md beside NAME.md)",
                  file=sys.stderr)
            return 2
        tr.mark_reviewed(page, english)
        print(f"{page}: follows {english.name} as it is now")
    return 0


if __name__ == "__main__":
    sys.exit(main())
