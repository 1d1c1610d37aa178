"""The sentences the macro layer writes itself, one catalog per language in `translations/`.

Beside each `<language>.yml`, the folder `<language>/tables/` holds the words of the engine's
tables: one file per lesson and `common.yml` for words several lessons share, each a mapping of
an English template (the engine's own text, the key) to this language's. A key stands in one
file only, so a translator meets each string once.
"""
from __future__ import annotations

from pathlib import Path

import yaml


class MissingString(LookupError):
    """A catalog lacks a string the macro layer needs."""


class CatalogError(ValueError):
    """A catalog file that cannot be read as the plugin needs it."""


class Catalogs:
    """`translations/<language>.yml`: a flat mapping of string names to sentences."""

    def __init__(self, folder: Path):
        self.folder = folder
        self._loaded: dict[str, dict[str, str]] = {}
        self._tables: dict[str, dict[str, tuple[str, str]]] = {}

    def text(self, language: str, name: str, **fields) -> str:
        catalog = self._catalog(language)
        if name not in catalog:
            raise MissingString(f"no string {name!r} in {self.folder.name}/{language}.yml")
        return catalog[name].format(**fields) if fields else catalog[name]

    def theme_text(self, language: str, key: str) -> str:
        """The catalog's word for one of Material's strings (`theme:` in `<language>.yml`), or "" to keep Material's."""
        try:
            found = self._catalog(language).get("theme")
        except CatalogError:  # not YAML: the pages that need the catalog say where, the theme keeps its words
            return ""
        return str(found.get(key, "")) if isinstance(found, dict) else ""

    def number_format(self, language: str) -> tuple[str, str, int]:
        """How the language writes numbers: (thousands separator, decimal mark, digits from which to group)."""
        found = self._catalog(language).get("number_format")
        if not isinstance(found, dict) or not {"thousands", "decimal", "group_from"} <= found.keys():
            raise MissingString(f"no string 'number_format' (thousands, decimal, group_from) in "
                                f"{self.folder.name}/{language}.yml")
        return str(found["thousands"]), str(found["decimal"]), int(found["group_from"])

    def table_word(self, language: str, template: str) -> str:
        """A table's English template in `language` (raises MissingString naming the folder to add it to)."""
        found = self.table_words(language).get(template)
        if found is None:
            raise MissingString(f"no translation of the table string {template!r} in "
                                f"{self.folder.name}/{language}/tables/")
        return found[0]

    def table_words(self, language: str) -> dict[str, tuple[str, str]]:
        """Every table string of a language: English template -> (translation, the file it stands in)."""
        if language not in self._tables:
            self._tables[language] = read_table_words(self.folder / language / "tables")
        return self._tables[language]

    def fingerprint(self) -> tuple:
        """The catalogs' files with their sizes and times: a page rendered from others is stale."""
        files = sorted(self.folder.rglob("*.yml")) if self.folder.is_dir() else []
        return tuple((str(p.relative_to(self.folder)), p.stat().st_mtime_ns, p.stat().st_size) for p in files)

    def _catalog(self, language: str) -> dict[str, str]:
        if language not in self._loaded:
            path = self._path(language)
            self._loaded[language] = read_yaml(path, f"{self.folder.name}/{path.name}") if path.is_file() else {}
        return self._loaded[language]

    def _path(self, language: str) -> Path:
        return self.folder / f"{language}.yml"


def load_yaml(text: str):
    """YAML's safe subset, read by libyaml where PyYAML has it (a catalog is read in a few ms, not tens)."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def read_yaml(path: Path, shown: str):
    """A catalog file's data; a CatalogError at YAML's line if the file is not YAML."""
    try:
        return load_yaml(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        line, said = yaml_problem(error)
        raise CatalogError(f"{shown}:{line}: not YAML: {said}") from error


def yaml_problem(error: yaml.YAMLError, first_line: int = 1) -> tuple[int, str]:
    """The line where YAML stopped (the text's first line being `first_line`), and YAML's message with its column.

    >>> try: load_yaml('title: "Lesson 19: pairs"\\nsummary: Lesson 19: pairs\\n')
    ... except yaml.YAMLError as error: yaml_problem(error, first_line=2)
    (3, 'mapping values are not allowed in this context (column 19); a value with ": " in it goes in quotes')
    """
    mark, context_mark = getattr(error, "problem_mark", None), getattr(error, "context_mark", None)
    problem, context = getattr(error, "problem", None), getattr(error, "context", None)
    said = f"{problem} (column {mark.column + 1})" if problem and mark else str(error).splitlines()[0]
    if context and context_mark:  # where YAML began what it could not finish: a quote, a bracket
        said = f"{context} (line {context_mark.line + first_line}): {said}"
    if "mapping values are not allowed" in said:  # the usual cause: an unquoted title with a colon
        said += '; a value with ": " in it goes in quotes'
    return (mark.line + first_line if mark else first_line), said


def read_table_words(folder: Path) -> dict[str, tuple[str, str]]:
    """The table strings of one language's folder; a key in two files, or a value not a string, is an error."""
    words: dict[str, tuple[str, str]] = {}
    for path in sorted(folder.glob("*.yml")) if folder.is_dir() else []:
        where = f"{folder.parent.parent.name}/{path.relative_to(folder.parent.parent)}"
        data = read_yaml(path, where) or {}
        if not isinstance(data, dict):
            raise CatalogError(f"{where}: expected a mapping of English strings to translations")
        for key, value in data.items():
            if not isinstance(key, str) or not isinstance(value, str):
                raise CatalogError(f"{where}: {key!r}: expected a string translated by a string, got {value!r}")
            if key in words:
                raise CatalogError(f"{where}: {key!r} is already in {words[key][1]}; a string stands in one file")
            words[key] = (value, where)
    return words
