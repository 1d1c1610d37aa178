"""A "Try another" panel in a page, and the data file of its answers, in the page's language.

`{{ try_another("interval_grid") }}` under a table gives a collapsed panel: a form whose lists
(the engine's `Choice`s, their options said in the page's language) pick one of the questions the
engine answered at build time. Without JavaScript the panel says it needs it; with it,
`assets/javascripts/panels.js` shows the form, and on the panel's first opening fetches the
lesson's answers for the page's language, `assets/panels/<lesson>.<language>.json` (found beside
the script itself, whatever the page's depth or language folder):

    {"panels": {"interval_grid": {"at": ["pin"], "answers": {"pin": {"E|G#": 0, ...}}, "html": ["<figure ...", ...]}}}

Each answer is the engine's table for a reader (`engine.report.render_html`), then its pictures;
an answer the same at the pin and on main, or for several picks, is stored once. The figure's id
is `ID` in the stored HTML: the script gives each answer it shows an id of its own.
"""
from __future__ import annotations

import json
import os
import tempfile
import threading
from html import escape
from pathlib import Path

from .catalogs import Catalogs, MissingString
from .kept import made_from
from .reports import api
from .tables import SHOWN, reader

FOLDER = "assets/panels"  # in the site, beside the theme's assets
ID = "@ID@"  # in a stored answer, where the script puts the id of the place it shows it in


def data_path(lesson: str, language: str) -> str:
    """The data file's path in the site: `assets/panels/l9.es.json`."""
    return f"{FOLDER}/{lesson}.{language}.json"


def form_markup(panel, lesson: str, language: str, default_language: str, catalogs: Catalogs, ident: str) -> str:
    """The panel as a page shows it: collapsed, its form hidden until the script shows it, a notice for no script."""
    voice = reader(catalogs, language, default_language)
    say = api().report.voice.say
    fields = "".join(choice_markup(choice, f"{ident}-{choice.name}", voice, say) for choice in panel.choices)
    part = f'<p class="try-another__part">{escape(say(panel.part, voice), quote=False)}</p>' if panel.part else ""
    first = escape(json.dumps(list(panel.first), ensure_ascii=False))
    sides = (f' data-compare data-pin="{escape(voice.words("at the pin"))}" data-main="{escape(voice.words("on main"))}"'
             if panel.compare else "")
    text = lambda name: escape(catalogs.text(language, name), quote=False)  # noqa: E731
    return (f'<details class="try-another" id="{ident}" data-lesson="{lesson}" data-language="{language}" '
            f'data-panel="{panel.table}" data-first="{first}"{sides}>'
            f'<summary>{text("try_another")}</summary>'
            f'<p class="try-another__needs-script">{text("try_another_needs_script")}</p>'
            f'<form class="try-another__form" hidden>{part}<div class="try-another__choices">{fields}</div></form>'
            f'<p class="try-another__status" role="status" data-loading="{escape(catalogs.text(language, "try_another_loading"))}" '
            f'data-failed="{escape(catalogs.text(language, "try_another_failed"))}"></p>'
            f'<div class="try-another__answer" aria-live="polite"></div></details>')


def choice_markup(choice, ident: str, voice, say) -> str:
    """A labelled list; options with a group go under its heading (`<optgroup>`)."""
    options, group, open_group = [], None, False
    for option in choice.options:
        if option.group != group:
            options.append("</optgroup>" if open_group else "")
            group, open_group = option.group, option.group is not None
            if open_group:
                options.append(f'<optgroup label="{escape(say(group, voice))}">')
        options.append(f'<option value="{escape(option.value)}">{escape(say(option.label, voice), quote=False)}</option>')
    options.append("</optgroup>" if open_group else "")
    return (f'<div class="try-another__choice"><label for="{ident}">{escape(voice.words(choice.label), quote=False)}'
            f'</label><select id="{ident}" name="{escape(choice.name)}">{"".join(options)}</select></div>')


def check_panel_words(panel, language: str, default_language: str, catalogs: Catalogs) -> None:
    """Raise one error naming every string of the panel's form and answers that the page's language lacks.

    Each distinct string is looked up once, whichever answers print it: a panel has thousands of answers, and
    their strings are few."""
    voice = reader(catalogs, language, default_language)
    missing = [t for t in made_from("panel strings", (panel,), lambda: tuple(api().panel_strings(panel)))
               if not has_word(voice, t)]
    if missing:
        listed = "; ".join(repr(t) for t in missing[:SHOWN])
        more = f"; and {len(missing) - SHOWN} more" if len(missing) > SHOWN else ""
        raise MissingString(f"panel {panel.table!r} has {len(missing)} string(s) not translated in "
                            f"{catalogs.folder.name}/{language}/tables/: {listed}{more}")


def has_word(voice, template: str) -> bool:
    try:
        voice.words(template)
    except LookupError:
        return False
    return True


def answers_data(panels: dict[str, dict], language: str, default_language: str, catalogs: Catalogs) -> bytes:
    """The data file of a lesson's panels in one language: `panels` maps a panel's table to its answers by revision."""
    voice = reader(catalogs, language, default_language)
    hint = catalogs.text(language, "table_scroll_hint")
    out = {}
    for name, by_revision in panels.items():
        html: dict[str, int] = {}
        answers, before = {}, None
        for at, panel in by_revision.items():
            made = made_from(f"panel html {language}", (panel, catalogs, *(before or ())),
                             lambda p=panel, b=before: answer_html(p, voice, hint, b))
            answers[at] = {pick: html.setdefault(fragment, len(html)) for pick, fragment in made.items()}
            before = (panel, made)
        out[name] = {"at": list(by_revision), "answers": answers, "html": list(html)}
    return json.dumps({"panels": out}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def answer_html(panel, voice, hint: str, before: tuple | None = None) -> dict[str, str]:
    """Each pick's answer as a reader's HTML: the table, then its pictures.

    An answer equal to the one `before` (the pin's panel and its HTML) gave for the same pick is not
    rendered again: main answers most questions as the pin does.
    """
    report, draw = api().report, api().draw_picture
    out = {}
    for pick, table in panel.answers.items():
        if before is not None and before[0].answers.get(pick) == table:
            out[pick] = before[1][pick]
            continue
        shown = report.render_html(table, voice, ID, hint)
        pictures = "".join(draw(p, voice) for p in table.pictures.values())
        out[pick] = shown + (f'<div class="try-another__pictures">{pictures}</div>' if pictures else "")
    return out


def write(site_dir: str, lesson: str, language: str, data: bytes) -> None:
    """Write a data file into the site, in one step (a reader's browser may be fetching it)."""
    path = Path(site_dir) / data_path(lesson, language)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_bytes(data)
    temporary.replace(path)


class EarlyFiles:
    """The panels' data files of a whole build, rendered by a forked copy of the build's process.

    Rendering every panel's answers in every language is a second of the build's own process, at its end.
    By the time the first language's pages are made into HTML, every panel is known and answered (the
    pages asked for them, the engine's workers are done): a fork of the process then renders and writes
    the files on the other core while mkdocs goes on with the templates and the other languages. It
    renders as the process itself would (the same function, catalogs and answers, copied by the fork);
    at the end the process takes each file it wrote for the tables wanted, and renders any other itself.
    Nothing is forked where a thread other than the build's own runs (a fork copies only the forking
    thread), nor where the system cannot fork.
    """

    def __init__(self, pid: int, manifest: Path):
        self.pid, self.manifest = pid, manifest

    @classmethod
    def start(cls, jobs: dict[tuple[str, str], dict[str, dict]], site_dir: str, default_language: str,
              catalogs: Catalogs) -> EarlyFiles | None:
        """Fork a process that writes the data file of each (lesson, language) of `jobs` (its panels' answers by
        table and revision) into `site_dir`; None where it cannot fork."""
        if not jobs or not hasattr(os, "fork") or threading.active_count() > 1:
            return None
        handle, name = tempfile.mkstemp(prefix="panels-written-", suffix=".json")
        os.close(handle)
        try:
            pid = os.fork()
        except OSError:  # no process to spare: the build renders them itself
            Path(name).unlink(missing_ok=True)
            return None
        if pid:
            return cls(pid, Path(name))
        status = 1
        try:  # the fork: whatever happens, it ends here, without running the build's exit handlers
            written = []
            for (lesson, language), answers in jobs.items():
                try:
                    write(site_dir, lesson, language, answers_data(answers, language, default_language, catalogs))
                except Exception:  # left to the build's process, which says why
                    continue
                written.append([lesson, language, list(answers)])
            Path(name).write_text(json.dumps(written), encoding="utf-8")
            status = 0
        finally:
            os._exit(status)

    def finish(self) -> dict[tuple[str, str], tuple[str, ...]]:
        """Wait for the fork: the tables whose answers it wrote, by (lesson, language) (none if it failed)."""
        try:
            _, status = os.waitpid(self.pid, 0)
            if os.waitstatus_to_exitcode(status) != 0:
                return {}
            return {(lesson, language): tuple(tables)
                    for lesson, language, tables in json.loads(self.manifest.read_text(encoding="utf-8"))}
        except (OSError, ValueError):
            return {}
        finally:
            self.manifest.unlink(missing_ok=True)
