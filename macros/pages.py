"""What a lesson page can ask for, and how each directive of a page is rendered.

    {{ table("candidates_per_chord") }}              the pin's table in the page's language, the program's text under it
    {{ table("candidates_per_chord", at="main") }}   main's
    {{ main_table("candidates_per_chord") }}         main's if it differs from the pin's, else a sentence
    {{ lesson_cards() }}                             every lesson of the course as cards (macros/cards.py)
    {{ glossary() }}                                 the glossary page's entries (macros/glossary.py)
    {{ value("candidates_per_chord.exact") }}        a figure, written in the page's language
    {{ claim(value("candidates_per_chord.exact") == value("candidates_per_chord.candidates")) }}
    {{ picture("first_pair_per_prompt.c_f_from") }}  an SVG the engine drew
    {{ try_another("candidates_per_chord") }}        under that table: the reader asks GA a question of its kind

Names are looked up in the page's lesson (front matter `lesson: l25`); `lesson="l19"` asks
another lesson.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import lru_cache

import jinja2

from .calls import check_calls, claim_condition, claim_operands
from .catalogs import Catalogs
from .directives import Directive
from .expressions import evaluate, parsed, simple
from .figures import Shown
from .panels import check_panel_words, form_markup
from .reports import Reports, api
from .tables import reader, table_markup


class DirectiveError(Exception):
    """A directive that asks for something wrong: the message says what and what exists."""


class ClaimFailed(DirectiveError):
    """A claim of the prose no longer holds."""


class Finished(str):
    """HTML a directive made whole (a table, a picture): it needs nothing of Markdown's, so the page
    takes it once Markdown has made the rest (rendering.PLACEHOLDER)."""


ENVIRONMENT = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False)


@lru_cache(maxsize=None)  # a site has a few thousand directives; compiling them is most of a rebuild's work
def compiled(expression: str) -> jinja2.Template:
    return ENVIRONMENT.from_string("{{ " + expression + " }}")


@dataclass
class LessonPage:
    """One page in one language, and what its directives asked for, in order."""

    lesson: str | None
    language: str
    reports: Reports
    catalogs: Catalogs
    # ("table candidates_per_chord at pin", line) for each thing asked, for the parity check
    asked: list[tuple[str, int]] = field(default_factory=list)
    default_language: str = "en"  # the language whose pages show the engine's English words as they are
    more: dict = field(default_factory=dict)  # other directives the plugin offers (lesson_cards)
    shown: set = field(default_factory=set)  # the ids of the tables shown on the page so far
    tables: list = field(default_factory=list)  # the names of the tables shown so far, in order
    panels: list = field(default_factory=list)  # (lesson, table) of each "Try another" panel shown
    panels_on: bool = True  # the plugin's `try_another` option: off, a panel directive shows nothing

    def render(self, directive: Directive, line: int) -> str:
        """The text a directive on `line` of the file stands for (raises what went wrong)."""
        self._expression, self._line = directive.expression, line
        functions = self.functions()
        check_calls(directive.expression, functions)
        tree = simple(directive.expression, frozenset(functions))
        if tree is not None:
            value = evaluate(tree, functions)
            return value if isinstance(value, Finished) else str(value)
        return compiled(directive.expression).render(functions)

    def asks_engine(self, directive: Directive) -> bool:
        """Whether the directive may ask the engine: anything but a call of the plugin's own (lesson_cards)."""
        tree = parsed(directive.expression)
        called = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call)
                  and isinstance(node.func, ast.Name)} if tree is not None else set()
        return not (isinstance(tree, ast.Call) and called and called <= self.more.keys())

    def _ask(self, item: str) -> None:
        self.asked.append((item, self._line))

    def functions(self) -> dict:
        return {"table": self.table, "main_table": self.main_table, "value": self.value,
                "claim": self.claim, "picture": self.picture, "try_another": self.try_another, **self.more}

    def table(self, name: str, at: str = "pin", lesson: str | None = None) -> str:
        self._ask(f"table {name} at {at}")
        return self._markup(self._table(name, at, lesson), at)

    def main_table(self, name: str, lesson: str | None = None) -> str:
        self._ask(f"main_table {name}")
        pin, main = self._table(name, "pin", lesson), self._table(name, "main", lesson)
        self.tables.append(name)
        if api().table.shows_same(pin, main):
            return self.catalogs.text(self.language, "main_table_same")
        return self._markup(main, "main")

    def _markup(self, table, at: str) -> str:
        self.tables.append(table.name)
        return Finished(table_markup(table, self.language, self.default_language, self.catalogs,
                                     self._ident(table.name, at)))

    def _ident(self, name: str, at: str) -> str:
        """An id for the table on this page: `table-candidates_per_chord-main`, numbered if shown twice."""
        ident = f"table-{name}-{at}"
        ident += f"-{sum(i.startswith(ident) for i in self.shown) + 1}" if ident in self.shown else ""
        self.shown.add(ident)
        return ident

    def value(self, name: str, at: str = "pin", lesson: str | None = None, decimals: int | None = None) -> Shown:
        self._ask(f"value {name} at {at}")
        table_name, figure = split_name(name)
        figures = self._table(table_name, at, lesson).figures
        if figure not in figures:
            raise api().UnknownName("figure", figure, list(figures), f"table {table_name}")
        return Shown(figures[figure], self.language, decimals, self.catalogs.number_format(self.language))

    def claim(self, holds, text: str = "") -> str:
        self._ask(f"claim {claim_condition(self._expression)}")
        if not holds:
            raise ClaimFailed(f"claim does not hold: {self._expression}{self._operands()}")
        return ""

    def _operands(self) -> str:
        """`, where value("a.n") = 15360, ...`: what the failed claim compared (not counted as asked)."""
        asked, shown = len(self.asked), []
        for source in claim_operands(self._expression):
            try:
                shown.append(f"{source} = {ENVIRONMENT.compile_expression(source)(**self.functions())!r}")
            except Exception:  # an operand that cannot be shown alone; the claim's failure stands
                continue
        del self.asked[asked:]
        return f", where {', '.join(shown)}" if shown else ""

    def picture(self, name: str, at: str = "pin", lesson: str | None = None) -> str:
        self._ask(f"picture {name} at {at}")
        table_name, picture = split_name(name)
        pictures = self._table(table_name, at, lesson).pictures
        if picture not in pictures:
            raise api().UnknownName("picture", picture, list(pictures), f"table {table_name}")
        return Finished(api().draw_picture(pictures[picture], reader(self.catalogs, self.language, self.default_language)))

    def try_another(self, table: str, lesson: str | None = None) -> str:
        """The "Try another" panel under `table`: the reader picks a question of its kind and sees GA's answer."""
        self._ask(f"try_another {table}")
        if not self.panels_on:
            return ""
        lesson = lesson or self.lesson
        if lesson is None:
            raise DirectiveError(f"the page names no lesson (front matter 'lesson:'), so panel {table!r} has none to come from")
        panel = self.reports.panel(lesson, "pin", table)
        if not self.tables or self.tables[-1] != table:
            raise DirectiveError(f"try_another({table!r}) goes under the table it extends: put it right after "
                                 f'{{{{ table("{table}") }}}}' + (f" (the last table above it is {self.tables[-1]!r})"
                                                                   if self.tables else " (no table is shown above it)"))
        for at in ("pin", "main") if panel.compare else ("pin",):
            check_panel_words(self.reports.panel(lesson, at, table), self.language, self.default_language, self.catalogs)
        self.panels.append((lesson, table))
        ident = f"try-{table}"
        ident += f"-{sum(i.startswith(ident) for i in self.shown) + 1}" if ident in self.shown else ""
        self.shown.add(ident)
        return Finished(form_markup(panel, lesson, self.language, self.default_language, self.catalogs, ident))

    def _table(self, name: str, at: str, lesson: str | None):
        lesson = lesson or self.lesson
        if lesson is None:
            raise DirectiveError(f"the page names no lesson (front matter 'lesson:'), so {name!r} has none to come from")
        return self.reports.table(lesson, at, name)


def split_name(name: str) -> tuple[str, str]:
    table, dot, item = name.partition(".")
    if not dot or not item:
        raise DirectiveError(f"{name!r} is not of the form 'table.figure'")
    return table, item
