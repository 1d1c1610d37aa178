"""Which version of the English page each translation follows, and whether it is still that one.

A translation records, in its front matter, a short hash of the English source it translates
(`translates: 3f2a9c41d0b7`). Whitespace at line ends and runs of blank lines do not count as
changes. The English text of that version is found again in git's history, so a stale page's
report can show the English diff since.
"""
from __future__ import annotations

import difflib
import hashlib
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

KEY = "translates"
LANGUAGES = ("es", "fr")
HASH_LINE = re.compile(rf"^{KEY}:.*$", re.MULTILINE)


def source_hash(text: str) -> str:
    """The hash a translation records of the English source it follows."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    normalized = re.sub(r"\n{3,}", "\n\n", "\n".join(lines).strip("\n"))
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()[:12]


def translation_path(english: Path, language: str) -> Path:
    return english.with_name(f"{english.stem}.{language}{english.suffix}")


def english_pages(docs: Path) -> list[Path]:
    """Every English page: a markdown file without a language suffix."""
    return sorted(p for p in docs.rglob("*.md") if not re.search(r"\.[a-z]{2}\.md$", p.name))


def recorded_hash(translation_text: str) -> str | None:
    match = re.search(rf"^---\n.*?^{KEY}:\s*['\"]?([0-9a-f]+)", translation_text, re.MULTILINE | re.DOTALL)
    return match.group(1) if match else None


@dataclass(frozen=True)
class Status:
    """A translation's state: 'up to date', 'stale' or 'missing'."""

    english: Path
    language: str
    state: str
    diff: str = ""  # for a stale page, the English changes since the version it translates

    def line(self, root: Path) -> str:
        return f"{self.state:10} {self.language}  {translation_path(self.english, self.language).relative_to(root)}"


def status(english: Path, language: str, history: bool = True) -> Status:
    """Whether the `language` translation of `english` follows its current text."""
    path = translation_path(english, language)
    if not path.is_file():
        return Status(english, language, "missing")
    current = english.read_text(encoding="utf-8")
    recorded = recorded_hash(path.read_text(encoding="utf-8"))
    if recorded == source_hash(current):
        return Status(english, language, "up to date")
    old = english_version(english, recorded) if (history and recorded) else None
    return Status(english, language, "stale", english_diff(english, old, current, recorded))


def english_diff(english: Path, old: str | None, current: str, recorded: str | None) -> str:
    if old is None:
        return f"(the English version {recorded or 'it names'} is not in git's history: compare by hand)"
    return "".join(difflib.unified_diff(old.splitlines(True), current.splitlines(True),
                                        f"{english.name} as translated", f"{english.name} now"))


def english_version(english: Path, wanted: str) -> str | None:
    """The text of `english` in the newest commit whose hash is `wanted`, from git."""
    try:
        top = Path(git(english.parent, "rev-parse", "--show-toplevel").strip()).resolve()
        rel = english.resolve().relative_to(top).as_posix()
        for commit in git(top, "log", "--format=%H", "--", rel).split():
            text = git(top, "show", f"{commit}:{rel}")
            if source_hash(text) == wanted:
                return text
    except (OSError, subprocess.CalledProcessError, ValueError):
        return None
    return None


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout


def mark_reviewed(translation: Path, english: Path) -> None:
    """Record that `translation` now follows the current English page."""
    text = translation.read_text(encoding="utf-8")
    line = f"{KEY}: {source_hash(english.read_text(encoding='utf-8'))}"
    if HASH_LINE.search(text):
        text = HASH_LINE.sub(line, text, count=1)
    elif text.startswith("---\n"):
        text = "---\n" + line + "\n" + text[4:]
    else:
        text = f"---\n{line}\n---\n\n{text}"
    translation.write_text(text, encoding="utf-8")


def summary(docs: Path) -> list[str]:
    """One line per language: its stale and missing translations, named."""
    lines = []
    for language in LANGUAGES:
        found: dict[str, list[str]] = {"missing": [], "stale": []}
        for english in english_pages(docs):
            state = status(english, language, history=False).state
            if state in found:
                found[state].append(translation_path(english, language).relative_to(docs).as_posix())
        lines.append(f"translations [{language}]: " + ", ".join(f"{len(pages)} {state}{named(pages)}"
                                                              for state, pages in found.items()))
    return lines


def named(pages: list[str]) -> str:
    """` (a.fr.md, b.fr.md and 3 more)`, or nothing for none."""
    if not pages:
        return ""
    more = f" and {len(pages) - 4} more" if len(pages) > 4 else ""
    return f" ({', '.join(pages[:4])}{more})"
