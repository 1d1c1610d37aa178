"""`python -m engine LESSON [--at main]` prints what the course's program printed.

`python -m engine` alone lists the lessons, and for each the tables and figures a page can ask for;
`python -m engine ask MESSAGE` prints what GA's chatbot host answers a message of your own (`ask_command.py`).
"""
from __future__ import annotations

import argparse
import json
import logging
import sys

from . import LESSONS, REVISIONS, EngineError, lesson_report, render_report, revisions
from .report.voice import PROGRAM, words
from .table import report_to_data


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["ask"]:  # `python -m engine ask MESSAGE`: GA's answer to a message of your own
        from .ask_command import main as ask
        return ask(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__.splitlines()[0])
    parser.add_argument("lesson", nargs="?", help=f"one of {', '.join(LESSONS)}; none lists them all")
    parser.add_argument("--at", default="pin", choices=REVISIONS, help="GA's revision (default: the pin)")
    parser.add_argument("--json", action="store_true", help="print the report as data")
    args = parser.parse_args(argv)
    show_notes()
    try:
        if args.lesson is None:
            sys.stdout.write(catalog())
        elif args.json:
            print(json.dumps(report_to_data(lesson_report(args.lesson, args.at).complete()), ensure_ascii=False, indent=1))
        else:
            sys.stdout.write(render_report(lesson_report(args.lesson, args.at)))
    except EngineError as error:
        print(f"engine: {error}", file=sys.stderr)
        return 2
    return 0


class Notes(logging.Handler):
    """The engine's notes (a cache entry that failed its seal, computed again) on stderr: `engine: ...`."""

    def emit(self, record: logging.LogRecord) -> None:
        print(f"engine: {record.getMessage()}", file=sys.stderr)


def show_notes() -> None:
    notes = logging.getLogger("engine")
    if not any(isinstance(h, Notes) for h in notes.handlers):
        notes.addHandler(Notes())
        notes.setLevel(logging.INFO)


def catalog() -> str:
    """What a page can ask for: per lesson, each table's name, title and figures."""
    lines = []
    for lesson in LESSONS:
        try:
            reports = {at: lesson_report(lesson, at) for at in revisions(lesson)}
        except Exception as error:  # one broken lesson must not hide the others' names
            lines.append(f"{lesson}  (its probe fails: {type(error).__name__}: {error})")
            continue
        lines.append(f"{lesson}")
        for table in reports["pin"].tables:
            title = words(table.title, PROGRAM) if table.title is not None else "(figures only, not printed)"
            lines.append(f"  table {table.name}: {title}")
            for name, value in table.figures.items():
                main = reports["main"].table(table.name).figures.get(name) if "main" in reports else value
                lines.append(f"    value {table.name}.{name} = {value!r}" + (f" (main: {main!r})" if main != value else ""))
            for name in table.pictures:
                lines.append(f"    picture {table.name}.{name}")
        lines += [f"  table {name}: its question fails: {error}" for name, error in reports["pin"].failed.items()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
