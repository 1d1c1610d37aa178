"""Reading our data files: rows under a header of `#` comment lines, checked against the header's seal.

A data file quotes GA: its header names the source, the row format and GA's notice, and ends
with a seal, the count and the sha256 of its rows as they were checked when quoted:

    # Seal: 420 rows, sha256 9f2c...e1 (python -m engine.ga.datafile seal PATH after an edit)

and the file ends with its rows' own hashes (the first 6 hex digits of each row's sha256, in
order), which say which row changed:

    # Row hashes: 3fa1c2 9d0e7b ...

A row is a line that is neither blank nor a `#` comment. Every read checks the rows against the
seal, so a file cut short, a row edited by mistake or a file nobody checked fails with its path
and the line of the row that changed, not as a wrong figure further on. A format without `#`
comments (JSON) keeps its seal and its rows' hashes in `NAME.seal` beside it. A file sealed
before the rows' hashes were (a seal line alone) is still read; an edit of it is reported at
its seal's line, naming the command that seals it anew.

    python -m engine.ga.datafile seal PATH...     seal new or edited files, once their rows are checked
    python -m engine.ga.datafile check [PATH...]  check files (default: every data file of the engine)
"""
from __future__ import annotations

import argparse
import hashlib
import re
import sys
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

from ..errors import DataError

ROOT = Path(__file__).resolve().parents[2]  # the project: paths in messages are relative to it
COMMENTED = {".tsv", ".txt", ".csv", ".yml", ".yaml", ".toml"}  # formats whose `#` lines are comments
SEAL = re.compile(r"^# Seal: (\d+) rows?, sha256 ([0-9a-f]{64})\b.*$")
ROW_HASHES = re.compile(r"^# Row hashes: ([0-9a-f]{6}(?: [0-9a-f]{6})*)$")
ROW_HASH_DIGITS, ROW_HASHES_PER_LINE = 6, 16  # a change escapes its row's hash once in 16 million
HEADER_NEEDS = {"# Source:": "its source (`# Source: GuitarAlchemist/ga at COMMIT ...`)",
                "# Format:": "its row format (`# Format: ...`)",
                "MIT License": "GA's MIT notice"}


def read_rows(path: Path, fields: int) -> list[list[str]]:
    """The rows of a sealed tab-separated file, each split at tabs into `fields` cells."""
    text = read(path)
    rows = rows_of(text)
    for number, line in rows:  # a row of the wrong shape says where it is, sealed or not
        check_shape(path, number, line, fields)
    check_seal(path, text, rows)
    return [line.split("\t") for _, line in rows]


def read_text(path: Path) -> str:
    """The whole text of a sealed data file (for YAML or other formats the caller parses)."""
    text = read(path)
    check_seal(path, text, rows_of(text))
    return text


def check_shape(path: Path, number: int, line: str, fields: int) -> None:
    cells = line.count("\t") + 1
    if cells != fields:
        raise DataError(f"{shown(path)}:{number}: expected {fields} tab-separated fields, got {cells}: {line[:60]!r}")


@dataclass(frozen=True)
class Seal:
    """What a seal records: how many rows, their sha256 and each row's hash (none in the old format); `line` is
    where it stands (0 for a `.seal` file)."""

    rows: int
    sha256: str
    line: int = 0
    row_hashes: tuple[str, ...] = field(default=(), compare=False)

    def place(self, path: Path) -> str:
        return f"{shown(path)}:{self.line}" if self.line else f"{shown(seal_path(path))}:1"

    def __str__(self) -> str:
        return f"# Seal: {self.rows} row{'s' if self.rows != 1 else ''}, sha256 {self.sha256}"


def check_seal(path: Path, text: str, rows: list[tuple[int, str]]) -> None:
    """Raise DataError unless the rows are those the file's seal counts and hashes."""
    seal = seal_of(path, text)
    again = f"restore it, or if the change is meant, seal it again: `{seal_command(path)}`"
    if seal is None:
        raise DataError(f"{shown(path)}:1: not sealed: once its rows are checked against GA, seal it with "
                        f"`{seal_command(path)}`")
    if len(rows) == seal.rows and digest(rows) == seal.sha256:
        return
    change = first_change(seal.row_hashes, rows)
    if len(rows) != seal.rows:
        cut = " and its last line has no line end" if text and not text.endswith("\n") else ""
        what = "the file is cut short or rows were removed" if len(rows) < seal.rows else "rows were added"
        at = f"line {seal.line}" if seal.line else shown(seal_path(path))
        line, where = (change[0], f"; {change[1]}") if change else (len(text.splitlines()), "")
        raise DataError(f"{shown(path)}:{line}: {len(rows)} rows where its seal ({at}) says {seal.rows}{cut}: "
                        f"{what}{where}; {again}")
    if change:
        raise DataError(f"{shown(path)}:{change[0]}: {change[1]}; {again}")
    old = "" if seal.row_hashes else " (sealed before its rows' hashes were, so the row is not named)"
    raise DataError(f"{seal.place(path)}: the rows differ from those sealed (sha256 {seal.sha256[:12]}…): "
                    f"a row was edited{old}; {again}")


def first_change(sealed: tuple[str, ...], rows: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(line, what happened there) where the rows first part from those sealed, told by the rows' hashes; None
    without the hashes (a seal of the old format) or if no row's hash tells.

    >>> rows = [(4, "a"), (5, "b"), (6, "c")]
    >>> first_change(tuple(map(row_hash, "abc")), [(4, "a"), (5, "B"), (6, "c")])
    (5, 'this row differs from the one sealed (row 2 of 3)')
    >>> first_change(tuple(map(row_hash, "abcd")), rows), first_change(tuple(map(row_hash, "ac")), rows)
    ((6, '1 sealed row missing after this one'), (5, 'this row was not sealed (1 row added here)'))
    """
    now = [row_hash(line) for _, line in rows]
    opcodes = SequenceMatcher(None, sealed, now, autojunk=False).get_opcodes() if sealed else []
    tag, i1, i2, j1, j2 = next((o for o in opcodes if o[0] != "equal"), ("equal", 0, 0, 0, 0))
    if tag == "insert":
        return rows[j1][0], f"this row was not sealed ({counted(j2 - j1, 'row')} added here)"
    if tag == "delete" and j1 < len(rows):
        return rows[j1][0], f"{counted(i2 - i1, 'sealed row')} missing before this one"
    if tag == "delete" and rows:
        return rows[-1][0], f"{counted(i2 - i1, 'sealed row')} missing after this one"
    if tag == "replace":
        others = j2 - j1 - 1
        more = "" if not others else ", and so does the next row" if others == 1 else f", and so do the next {others} rows"
        return rows[j1][0], f"this row differs from the one sealed (row {i1 + 1} of {len(sealed)}){more}"
    return None


def counted(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


def read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError as error:
        raise DataError(f"{shown(path)}: no such data file") from error
    except UnicodeDecodeError as error:
        line = path.read_bytes()[: error.start].count(b"\n") + 1
        raise DataError(f"{shown(path)}:{line}: not UTF-8 ({error.reason})") from error


def rows_of(text: str) -> list[tuple[int, str]]:
    """(line number, line) of every line that is neither blank nor a `#` comment.

    >>> rows_of("# head\\na\\tb\\n\\n# note\\nc\\n")
    [(2, 'a\\tb'), (5, 'c')]
    """
    return [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip() and not line.startswith("#")]


def digest(rows: list[tuple[int, str]]) -> str:
    """The sha256 of the rows, one per line, whatever blank or comment lines stand between them."""
    return hashlib.sha256("".join(line + "\n" for _, line in rows).encode("utf-8")).hexdigest()


def row_hash(row: str) -> str:
    """A row's own hash: the first digits of its sha256 (enough to say which row changed, not to seal it).

    >>> row_hash("Transpose\tTranspose a chord")
    'af97e0'
    """
    return hashlib.sha256(row.encode("utf-8")).hexdigest()[:ROW_HASH_DIGITS]


def seal_of(path: Path, text: str) -> Seal | None:
    """The file's seal, from its header or from `NAME.seal` beside it; None if it has none."""
    source = text if path.suffix in COMMENTED else read(seal_path(path)) if seal_path(path).is_file() else ""
    found = [(n, SEAL.match(line)) for n, line in enumerate(source.splitlines(), 1) if SEAL.match(line)]
    if len(found) > 1:
        raise DataError(f"{shown(path)}:{found[1][0]}: a second seal (the first is on line {found[0][0]}); keep one")
    if not found:
        return None
    number, match = found[0]
    hashes = tuple(h for line in source.splitlines() if (listed := ROW_HASHES.match(line)) for h in listed.group(1).split())
    return Seal(int(match.group(1)), match.group(2), number if path.suffix in COMMENTED else 0, hashes)


def seal_path(path: Path) -> Path:
    return path.with_name(path.name + ".seal")


def seal(path: Path) -> Seal:
    """Seal the file as it is now: write its rows' count and sha256 in its header (or in `NAME.seal`)."""
    text = read(path)
    missing = [what for mark, what in HEADER_NEEDS.items() if mark not in header_of(text)]
    if path.suffix in COMMENTED and missing:
        raise DataError(f"{shown(path)}:1: the header lacks {', '.join(missing)}; see CONTRIBUTING.md §1")
    rows = rows_of(text)
    for number, line in rows if path.suffix == ".tsv" else ():  # every row as wide as the first
        check_shape(path, number, line, rows[0][1].count("\t") + 1)
    new = Seal(len(rows), digest(rows), row_hashes=tuple(row_hash(row) for _, row in rows))
    line = f"{new} ({SEAL_HINT} PATH after an edit)"
    if path.suffix not in COMMENTED:
        seal_path(path).write_text("".join([line + "\n"] + hash_lines(new)), encoding="utf-8")
        return new
    lines = [x for x in text.splitlines(keepends=True) if not SEAL.match(x.rstrip("\n")) and not ROW_HASHES.match(x.rstrip("\n"))]
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    place = seal_place(lines)
    path.write_text("".join(lines[:place] + [line + "\n"] + lines[place:] + hash_lines(new)), encoding="utf-8")
    return new


def hash_lines(seal: Seal) -> list[str]:
    """The `# Row hashes:` lines that end a sealed file."""
    hashes = seal.row_hashes
    return [f"# Row hashes: {' '.join(hashes[i:i + ROW_HASHES_PER_LINE])}\n" for i in range(0, len(hashes), ROW_HASHES_PER_LINE)]


def seal_place(lines: list[str]) -> int:
    """Where the seal goes: just above GA's notice, which ends the header; else at the header's end."""
    end = next((i for i, x in enumerate(lines) if not x.startswith("#")), len(lines))
    return next((i for i, x in enumerate(lines[:end]) if "MIT License" in x), end)


def header_of(text: str) -> str:
    """The leading `#` lines."""
    lines = text.splitlines()
    return "\n".join(lines[: next((i for i, x in enumerate(lines) if not x.startswith("#")), len(lines))])


SEAL_HINT = "python -m engine.ga.datafile seal"


def seal_command(path: Path) -> str:
    return f"{SEAL_HINT} {shown(path)}"


def shown(path: Path) -> str:
    """The path as the project names it (`engine/ga/routing/data/intents.tsv`)."""
    resolved = path.resolve()
    return resolved.relative_to(ROOT).as_posix() if resolved.is_relative_to(ROOT) else str(path)


def data_files(root: Path = ROOT / "engine") -> list[Path]:
    """Every data file of the engine: what stands in a `data/` folder, seals aside."""
    return sorted(p for p in root.rglob("data/*") if p.is_file() and p.suffix != ".seal"
                  and "__pycache__" not in p.parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.ga.datafile", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("seal", help="seal new or edited data files as they are now").add_argument("paths", nargs="+", type=Path)
    sub.add_parser("check", help="check data files against their seals").add_argument("paths", nargs="*", type=Path)
    args = parser.parse_args(argv)
    failed = 0
    for path in args.paths or data_files():
        try:
            said = f"sealed: {seal(path)}" if args.command == "seal" else f"{len(rows_of(read_text(path)))} rows as sealed"
            print(f"{shown(path)}: {said}")
        except DataError as error:
            print(error, file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
