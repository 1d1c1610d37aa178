"""The sentences the macro layer writes itself, one catalog per language in `translations/`."""
from __future__ import annotations

from pathlib import Path

import yaml


class MissingString(LookupError):
    """A catalog lacks a string the macro layer needs."""


class Catalogs:
    """`translations/<language>.yml`: a flat mapping of string names to sentences."""

    def __init__(self, folder: Path):
        self.folder = folder
        self._loaded: dict[str, dict[str, str]] = {}

    def text(self, language: str, name: str, **fields) -> str:
        catalog = self._catalog(language)
        if name not in catalog:
            raise MissingString(f"no string {name!r} in {self.folder.name}/{language}.yml")
        return catalog[name].format(**fields) if fields else catalog[name]

    def number_format(self, language: str) -> tuple[str, str, int]:
        """How the language writes numbers: (thousands separator, decimal mark, digits from which to group)."""
        found = self._catalog(language).get("number_format")
        if not isinstance(found, dict) or not {"thousands", "decimal", "group_from"} <= found.keys():
            raise MissingString(f"no string 'number_format' (thousands, decimal, group_from) in "
                                f"{self.folder.name}/{language}.yml")
        return str(found["thousands"]), str(found["decimal"]), int(found["group_from"])

    def fingerprint(self) -> tuple:
        """The catalogs' files with their sizes and times: a page rendered from others is stale."""
        files = sorted(self.folder.glob("*.yml")) if self.folder.is_dir() else []
        return tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files)

    def _catalog(self, language: str) -> dict[str, str]:
        if language not in self._loaded:
            path = self._path(language)
            self._loaded[language] = yaml.safe_load(path.read_text(encoding="utf-8")) if path.is_file() else {}
        return self._loaded[language]

    def _path(self, language: str) -> Path:
        return self.folder / f"{language}.yml"
