"""The lesson cards of the home page and the course index: every lesson of the course, in the page's language.

`{{ lesson_cards() }}` lists the original course's lessons (`translations/lessons.yml`) in
order. A lesson this site has, a page of the nav whose front matter names it (`lesson: l19`),
is shown from that page: its number, its title and its `summary`, linking to it. The others
link to the original course, titled from the data file, and say that they are there. So a
lesson added to the nav shows up on both pages with nothing typed twice.
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from pathlib import Path

from mkdocs.utils.meta import get_data

from .catalogs import Catalogs, CatalogError, read_yaml
from .checks import english_source
from .front_matter import blanked

COURSE_FILE = "lessons.yml"  # in the catalogs' folder
LESSON_NUMBER = re.compile(r"^l(\d+)$")  # the front matter's `lesson: l19`


class CardError(ValueError):
    """A lesson page that cannot be shown as a card (no title, no summary)."""


@dataclass(frozen=True)
class SiteLesson:
    """A lesson page of the nav in one language: its number, its source, its title and summary."""

    number: int
    src: str  # the English source under docs/: ga-ai/19-voice-leading-pairs.md
    shown_from: str  # the file the words come from: ga-ai/19-voice-leading-pairs.es.md
    title: str
    summary: str


@dataclass(frozen=True)
class CourseLesson:
    """A lesson of the original course: its number, its slug and its title in each language."""

    number: int
    slug: str
    titles: dict


def nav_lessons(pages, lesson_key: str) -> tuple[SiteLesson, ...]:
    """The lessons among the nav's pages, read from their front matter (the language's file, or the one it falls back to)."""
    found = []
    for page in pages:
        meta = get_data(Path(page.file.abs_src_path).read_text(encoding="utf-8"))[1]
        number = LESSON_NUMBER.match(str(meta.get(lesson_key) or ""))
        if number:
            # a directive there is the lesson page's failure; a card shows its place blanked, never the directive
            found.append(SiteLesson(int(number.group(1)), english_source(page.file.src_uri), page.file.src_uri,
                                    blanked(str(meta.get("title") or "")), blanked(str(meta.get("summary") or "").strip())))
    return tuple(found)


def course_lessons(catalogs: Catalogs) -> tuple[dict, tuple[CourseLesson, ...]]:
    """The original course's addresses per language, and its lessons, from the data file."""
    path = catalogs.folder / COURSE_FILE
    data = read_yaml(path, f"{catalogs.folder.name}/{COURSE_FILE}") if path.is_file() else None
    if not isinstance(data, dict) or not isinstance(data.get("lessons"), list):
        raise CatalogError(f"{catalogs.folder.name}/{COURSE_FILE}: expected 'address' and a list of 'lessons'")
    return data.get("address") or {}, tuple(CourseLesson(int(d["number"]), d["slug"], d["title"]) for d in data["lessons"])


def lesson_cards(page_src: str, language: str, site: tuple[SiteLesson, ...], catalogs: Catalogs) -> str:
    """The cards of every lesson, as Markdown for Material's grid cards, in the page's language."""
    address, course = course_lessons(catalogs)
    here = {lesson.number: lesson for lesson in site}
    numbers = sorted({c.number for c in course} | set(here))
    titles = {c.number: c for c in course}
    cards = [site_card(here[n], page_src) if n in here else
             course_card(titles[n], language, address, catalogs) for n in numbers]
    return '<div class="grid cards lesson-cards" markdown>\n\n' + "\n\n".join(cards) + "\n\n</div>"


def site_card(lesson: SiteLesson, page_src: str) -> str:
    if not lesson.summary:
        raise CardError(f"docs/{lesson.shown_from} has no 'summary:' in its front matter "
                        "(one plain sentence for the lesson cards)")
    link = posixpath.relpath(lesson.src, posixpath.dirname(english_source(page_src)) or ".")
    return (f'-   <span class="lesson-card__number">{lesson.number}</span> [{short_title(lesson)}]({link})\n\n'
            f"    {lesson.summary}")


def course_card(lesson: CourseLesson, language: str, address: dict, catalogs: Catalogs) -> str:
    title = lesson.titles.get(language) or lesson.titles["en"]
    where = (address.get(language) or address["en"]).format(slug=lesson.slug)
    elsewhere = catalogs.text(language, "lesson_card_elsewhere")
    return (f'-   <span class="lesson-card__number">{lesson.number}</span> [{title}]({where})\n\n'
            f'    <span class="lesson-card__elsewhere">{elsewhere}</span>')


def short_title(lesson: SiteLesson) -> str:
    """The page's title without its "Lesson 19: " (the card shows the number): "Leçon 19 : les paires" -> "Les paires".

    >>> short_title(SiteLesson(19, "", "", "Leçon 19 : les paires de voicings", ""))
    'Les paires de voicings'
    """
    if not lesson.title:
        raise CardError(f"docs/{lesson.shown_from} has no 'title:' in its front matter")
    rest = re.sub(rf"^\D*\b{lesson.number}\s*:\s*", "", lesson.title)
    return rest[:1].upper() + rest[1:]
