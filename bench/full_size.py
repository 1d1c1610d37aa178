"""A copy of the project whose course has as many lessons as the whole course will: made from the real pages.

Each added lesson is a real lesson page in its three languages, directives and all, under a new
number: `07-copy-of-19-voice-leading-pairs.md`, `.es.md`, `.fr.md`, its title numbered so that
the nav, the search and the language selector see pages of their own. The translations keep
following their English page (their `translates:` hash is recomputed), so no page gets a stale
notice that the real one does not have. The nav lists the lessons in order.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from macros.translations import HASH_LINE, KEY, LANGUAGES, recorded_hash, source_hash

ROOT = Path(__file__).resolve().parents[1]
COURSE = "ga-ai"
IGNORED = shutil.ignore_patterns(".venv", ".git", "site", ".cache", "__pycache__", ".pytest_cache")
LESSON_PAGE = re.compile(r"^(\d\d)-(.+)\.md$")


def course_copy(work: Path, lessons: int, root: Path = ROOT) -> Path:
    """A copy of the project at `work` with `lessons` lessons in three languages; returns its mkdocs.yml."""
    shutil.copytree(root, work, ignore=IGNORED)
    course = work / "docs" / COURSE
    real = lesson_pages(course)
    taken = {number for number, _ in real}
    free = [n for n in range(1, 100) if n not in taken]
    for number, (_, slug) in zip(free, cycle(real, lessons - len(real))):
        add_copy(course, slug, number)
    nav_lists_every_lesson(work / "mkdocs.yml", lesson_pages(course))
    return work / "mkdocs.yml"


def lesson_pages(course: Path) -> list[tuple[int, str]]:
    """(number, file stem) of each English lesson page, in order."""
    found = [LESSON_PAGE.match(p.name) for p in course.glob("*.md")]
    return sorted((int(m.group(1)), f"{m.group(1)}-{m.group(2)}") for m in found
                  if m and not re.search(r"\.[a-z]{2}$", m.group(2)))


def cycle(items: list, count: int) -> list:
    return [items[i % len(items)] for i in range(max(count, 0))]


def add_copy(course: Path, stem: str, number: int) -> None:
    """Lesson page `stem`, in its three languages, again as lesson `number`."""
    new_stem = f"{number:02d}-copy-of-{stem}"
    english = numbered(read(course / f"{stem}.md"), number)
    (course / f"{new_stem}.md").write_text(english, encoding="utf-8")
    for language in LANGUAGES:
        source = course / f"{stem}.{language}.md"
        if not source.is_file():
            continue
        text = numbered(read(source), number)
        if recorded_hash(text) == source_hash(read(course / f"{stem}.md")):  # it followed its English page
            text = HASH_LINE.sub(f"{KEY}: {source_hash(english)}", text, count=1)
        (course / f"{new_stem}.{language}.md").write_text(text, encoding="utf-8")


def numbered(text: str, number: int) -> str:
    """The page with its title marked as lesson `number`'s copy."""
    return re.sub(r'^(title: ")(.*)(")$', rf"\g<1>\g<2> ({number})\g<3>", text, count=1, flags=re.MULTILINE)


def nav_lists_every_lesson(config: Path, pages: list[tuple[int, str]]) -> None:
    """The nav's lesson entries replaced by every lesson page, in order."""
    lines = config.read_text(encoding="utf-8").splitlines(keepends=True)
    entry = re.compile(rf"^(\s+- ){COURSE}/\d\d-.*\.md\s*$")
    at = [i for i, line in enumerate(lines) if entry.match(line)]
    indent = entry.match(lines[at[0]]).group(1)
    new = [f"{indent}{COURSE}/{stem}.md\n" for _, stem in pages]
    config.write_text("".join(lines[: at[0]] + new + lines[at[-1] + 1:]), encoding="utf-8")


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")
