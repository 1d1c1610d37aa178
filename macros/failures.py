"""What went wrong on which page, line and language: collected over a build, reported together."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Failure:
    """One failure an author can act on: `docs/lesson.fr.md:42 [fr] message`."""

    path: str
    line: int
    language: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} [{self.language}] {self.message}"


class Failures:
    """The failures of one build of every language, in the order they were found."""

    def __init__(self):
        self._items: list[Failure] = []

    def add(self, failure: Failure) -> None:
        if failure not in self._items:
            self._items.append(failure)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def take(self) -> list[Failure]:
        items, self._items = self._items, []
        return items

    def summary(self) -> str:
        items = self._items
        head = f"{len(items)} problem{'s' if len(items) != 1 else ''} in the lessons' macros:"
        return "\n".join([head] + [f"  {f}" for f in items])
