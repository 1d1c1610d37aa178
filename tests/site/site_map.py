"""What the site holds, read from its sources (mkdocs.yml and docs/) without building it.

The tests discover the languages and the lessons here rather than naming them, so a new lesson
or language is tested as soon as it is in the site. A lesson page is a page whose front matter
names a lesson (`lesson: l19`) or whose file name starts with its number (`19-voice-leading-pairs.md`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
LESSON_FILE = re.compile(r"^\d+-.*\.md$")
TRANSLATION = re.compile(r"\.([a-z]{2})\.md$")
FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.DOTALL)


class _Loader(yaml.SafeLoader):
    """mkdocs.yml's tags (!ENV, !!python/name) are read as nothing: the tests need other keys."""


_Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
_Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


@cache
def config(root: Path = ROOT) -> dict:
    return yaml.load((root / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_Loader)


def plugin_config(name: str, root: Path = ROOT) -> dict:
    for entry in config(root).get("plugins", []):
        if isinstance(entry, dict) and name in entry:
            return entry[name] or {}
    return {}


@dataclass(frozen=True)
class Language:
    """A language the site is built in: `es`, built under `es/`, with its site name."""

    locale: str
    default: bool
    site_name: str

    @property
    def prefix(self) -> str:
        return "" if self.default else f"{self.locale}/"


@cache
def languages(root: Path = ROOT) -> tuple[Language, ...]:
    """The languages of mkdocs.yml's i18n plugin that are built, the default first."""
    site_name = config(root)["site_name"]
    found = [Language(entry["locale"], bool(entry.get("default")), entry.get("site_name", site_name))
             for entry in plugin_config("i18n", root).get("languages", []) if entry.get("build", True)]
    return tuple(sorted(found, key=lambda language: not language.default))


def language(locale: str, root: Path = ROOT) -> Language:
    return next(lang for lang in languages(root) if lang.locale == locale)


def nav_pages(root: Path = ROOT) -> list[str]:
    """The English source of every page of the nav, in the reader's order (`ga-ai/index.md`, ...)."""
    def walk(items) -> list[str]:
        out = []
        for item in items or []:
            value = next(iter(item.values())) if isinstance(item, dict) else item
            out += walk(value) if isinstance(value, list) else [value] if str(value).endswith(".md") else []
        return out
    return walk(config(root).get("nav"))


def english_pages(root: Path = ROOT) -> list[str]:
    """Every English source page under docs/, relative to it."""
    docs = root / config(root).get("docs_dir", "docs")
    return sorted(p.relative_to(docs).as_posix() for p in docs.rglob("*.md") if not TRANSLATION.search(p.name))


def source(src: str, locale: str, root: Path = ROOT) -> Path:
    """The file a page is built from in `locale`: its translation, or the English page it falls back to."""
    docs = root / config(root).get("docs_dir", "docs")
    translated = docs / re.sub(r"\.md$", f".{locale}.md", src)
    return translated if translated.is_file() else docs / src


def front_matter(path: Path) -> dict:
    return _front_matter(path, path.stat().st_mtime_ns)  # read again if the file changes


@cache  # asked of each page for each language and width while the tests are collected
def _front_matter(path: Path, stamp: int) -> dict:
    match = FRONT_MATTER.match(path.read_text(encoding="utf-8"))
    return (yaml.safe_load(match.group(1)) or {}) if match else {}


def is_lesson(src: str, root: Path = ROOT) -> bool:
    names_lesson = any(front_matter(source(src, lang.locale, root)).get("lesson") for lang in languages(root))
    return names_lesson or bool(LESSON_FILE.match(Path(src).name))


def lessons(root: Path = ROOT) -> list[str]:
    """Every lesson page (English source), in the nav's order, then any not in the nav."""
    in_nav = nav_pages(root)
    ordered = in_nav + [p for p in english_pages(root) if p not in in_nav]
    return [p for p in ordered if is_lesson(p, root)]


def course_index(root: Path = ROOT) -> str:
    """The page that lists the lessons: the `index.md` of the lessons' folder."""
    folder = Path(lessons(root)[0]).parent
    return (folder / "index.md").as_posix()


def url(src: str, locale: str, root: Path = ROOT) -> str:
    """The page's path on the site, relative to its root: `es/ga-ai/19-voice-leading-pairs/`."""
    path = re.sub(r"(^|/)index\.md$", r"\1", src)
    path = re.sub(r"\.md$", "/", path)
    return language(locale, root).prefix + path


def uses_pictures(src: str, locale: str, root: Path = ROOT) -> bool:
    """Whether the page asks the engine for chord diagrams (`picture(` directives in its source)."""
    return "picture(" in source(src, locale, root).read_text(encoding="utf-8")


def lesson_pages(root: Path = ROOT) -> list[tuple[str, str]]:
    """(locale, English source) of every lesson page in every language: what the tests run over."""
    return [(lang.locale, src) for src in lessons(root) for lang in languages(root)]


def page_id(locale: str, src: str) -> str:
    """A test id: `es-ga-ai/19-voice-leading-pairs`."""
    return f"{locale}-{src.removesuffix('.md')}"
