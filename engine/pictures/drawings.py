"""Pictures drawn for each reader: the ones whose words or numbers a reader reads in their language.

A probe does not draw such a picture; it returns a `Drawing` (engine/table.py): this module's
name for it and its arguments, data and cells. `draw` says each cell in the reader's language
(a phrase from the catalog, numbers with the reader's decimal mark) and only then draws, so a
caption's wrapping and a chart's width measure the words the reader reads. A picture whose words
are all GA's (identifiers, chord symbols, diagrams, integers) stays plain SVG markup. An argument named `ga_...`
holds GA's own text drawn as it is (wire bytes, a catalog's names and notes, a parsed value), marked as English
in the picture; the label quotes what a reader hears of it.
"""
from __future__ import annotations

import re
from collections import Counter
from html import escape, unescape
from typing import Callable, Mapping, Sequence

from ..music.chord_chart import Chart, charts_svg, chord_pair_svg
from ..music.pitch_class import PitchClass
from ..music.scales import Scale
from ..music.voicing import Frets
from ..report.punctuation import SPACING, spaced
from ..report.voice import say
from ..table import Cell, Drawing, ForReader, Join, Notes, Numbers, Phrase, Picture, PitchClasses, Quote, phrase
from .capo import RIGHT, THEORETICAL, capo_svg, verdict_map_svg
from .check_grid import FAILED, NOT_APPLIED, NOT_REACHED, PASSED, Block, check_grid_svg, counts
from .chord_scales import ScaleRow, chord_scales_svg, marked
from .expression_tree import Node, outline, tree_svg
from .embedding_strip import embedding_strip_svg
from .key_circle import Version, short, weighed_keys_svg
from .mark_grid import Style, mark_grid_svg
from .message_words import MISREAD, REFUSED, ROMAN, UNREAD, VALID, Word, message_words_svg
from .mode_wheels import NONE, OWN, Wheel, mode_wheel_svg
from .path import Row, Stage, path_svg
from .roman_numerals import Analysis, analysis_svg
from .sse_frames import FrameRow, frames_svg
from .scale_ladder import formula, moved_degrees, scale_ladder_svg

SENTENCE = re.compile(r"[A-Za-z]{2,} [A-Za-z]{2,}")  # two words in a row: GA wrote a sentence, not a value
SAID = (Phrase, Join, Numbers, ForReader, Quote, Notes, PitchClasses)  # cells a reader reads in their language


def chord_pair(start: tuple[Frets, Cell], end: tuple[Frets, Cell]) -> Drawing:
    """Two voicings as chord charts, an arrow from the first to the second; each is (frets, caption)."""
    return Drawing("chord_pair", {"start": [list(start[0]), start[1]], "end": [list(end[0]), end[1]]})


def charts(voicings: Sequence[tuple[Frets, Cell, PitchClass | None]]) -> Drawing:
    """Voicings side by side as chord charts, each (frets, caption, root to mark or None); captions said in the
    reader's language."""
    return Drawing("charts", {"charts": [[list(frets), caption, root] for frets, caption, root in voicings]})


def capo(diagram: str, shape: Cell, fret: int, sounding: str) -> Drawing:
    """A shape (a chart diagram, low E first) above a capo on `fret`, and the chord it sounds (`capo.py`); the
    shape's caption said in the reader's language."""
    return Drawing("capo", {"diagram": diagram, "shape": shape, "fret": fret, "sounding": sounding})


def embedding_strip(partitions: Sequence[tuple[str, Sequence[float], float]], label: Cell) -> Drawing:
    """A vector as a strip of partitions (`embedding_strip.py`), its numbers and its label written in the reader's way."""
    return Drawing("embedding_strip", {"partitions": [[name, list(map(float, values)), float(weight)]
                                                      for name, values, weight in partitions], "label": label})


def chord_scales(rows: Sequence[tuple[Cell, Sequence[tuple[str, int]], Sequence[int]]]) -> Drawing:
    """A chord's tones against scales as strips (`chord_scales.py`); each row is (label, notes, foreign pitch
    classes), a note a spelled name and its pitch class, the label said in the reader's language. The picture's label
    names each row and its notes, foreign ones in brackets: "GA: «F Ionian (major)» — F G A [B♭] C D E"."""
    said = tuple(Join(" — ", (label, marked(notes, foreign))) for label, notes, foreign in rows)
    return Drawing("chord_scales", {"rows": [[label, [list(n) for n in notes], sorted(foreign)]
                                             for label, notes, foreign in rows], "label": Join("; ", said)})


def scale_ladder(left: tuple[Cell, Scale], right: tuple[Cell, Scale]) -> Drawing:
    """Two scales as ladders of semitones (`scale_ladder.py`), each (name, semitones of its degrees); the names said
    in the reader's language, and the label names the degrees the right scale moves in words (drawn as squares)."""
    degrees = {"left": left[0], "low": " ".join(formula(left[1])), "right": right[0], "high": " ".join(formula(right[1]))}
    moved = ", ".join(str(k + 1) for k in moved_degrees(left[1], right[1]))
    label = (phrase("{left}: {low}; {right}: {high}; degrees moved: {moved}", moved=moved, **degrees) if moved else
             phrase("{left}: {low}; {right}: {high}", **degrees))
    return Drawing("scale_ladder", {"left": [left[0], list(left[1])], "right": [right[0], list(right[1])], "label": label})


def weighed_keys(chords: Sequence[str], versions: Sequence[Version]) -> Drawing:
    """A progression's chords on the circle of fifths and the keys each version ties at the top (`key_circle.py`),
    each (label, top keys, next keys), a key (name, matched, total); the label names GA's keys as its quoted words."""
    said = []
    for label, top, _ in versions:
        if top:
            first, *others = (Quote(key) for key, _, _ in top)
            said.append(phrase("{version}: {first} first, tied with {others}", version=label, first=first,
                               others=Join(", ", tuple(others)) if others else None))
    return Drawing("weighed_keys", {"chords": list(chords), "label": Join("; ", (" ".join(dict.fromkeys(chords)), *said)),
                                    "versions": [[label, [[short(k), n, t] for k, n, t in top],
                                                  [[short(k), n, t] for k, n, t in partial]]
                                                 for label, top, partial in versions]})


def analysis(chords: Sequence[str], analyses: Sequence[Analysis]) -> Drawing:
    """A progression with each version's key and Roman numerals under it (`roman_numerals.py`), each (label, key,
    numerals, off-key flags); the key and the numerals are GA's answer, quoted ("?" is GA's numeral for a chord
    it cannot place), and the label says which chords are off it."""
    said = []
    for label, key, numerals, off_key in analyses:
        off = [c for c, flag in zip(chords, off_key) if flag]
        written = Quote(" ".join(numerals))
        said.append(phrase("{version}: {key}, {numerals}; {chords} off the key", version=label, key=Quote(key),
                           numerals=written, chords=", ".join(off)) if off else
                    phrase("{version}: {key}, {numerals}", version=label, key=Quote(key), numerals=written))
    return Drawing("analysis", {"chords": list(chords), "label": phrase("{chords}: {analyses}", chords=" ".join(chords),
                                                                          analyses=Join("; ", tuple(said))),
                                "analyses": [[label, Quote(key), list(numerals), [bool(f) for f in off_key]]
                                             for label, key, numerals, off_key in analyses]})


def frames(rows: Sequence[FrameRow], writer: str, reader: str) -> Drawing:
    """An event stream's frames beside the events a reader made of them (`sse_frames.py`); the label counts each
    frame's lines and quotes the first line of its event, GA's words."""
    said = tuple(phrase("{lines} → {event}", lines=line_count(len(r.lines)),
                        event=phrase("no event") if r.event is None else Quote(r.event.split("\n")[0])) for r in rows)
    return Drawing("frames", {"ga_rows": [[[[line, data] for line, data in r.lines], r.event] for r in rows],
                              "label": phrase("{writer} → {reader}: {frames}", writer=writer, reader=reader,
                                              frames=Join("; ", said))})


def line_count(n: int) -> ForReader:
    """A count of lines as the program prints it ("1 line(s)") and as a reader reads it ("one line", "10 lines")."""
    return ForReader(phrase("{n} line(s)", n=n), phrase("one line") if n == 1 else phrase("{n} lines", n=n))


def request_path(start: Cell, stages: Sequence[Stage]) -> Drawing:
    """A request's way through a program's stages (`path.py`): the request, each stage's name and rows (text, value,
    chosen), any of them a cell: GA's sentences a `Quote`, our words a phrase. The label follows the request through
    what each stage chose (or all it returned), and says in words where a stage throws (a cross in the picture)."""
    said = tuple(phrase("{stage} throws an exception", stage=stage.name) if stage.throws else
                 Join(" ", (stage.name, Join(", ", tuple(Join(" ", (r.text, r.value)) if r.value else r.text
                                                         for r in [r for r in stage.rows if r.chosen] or stage.rows))))
                 for stage in stages)
    return Drawing("request_path", {"start": start, "stages": [[stage.name, [[r.text, r.value, r.chosen] for r in stage.rows],
                                                                stage.throws] for stage in stages],
                                    "label": phrase("{request}: {stages}", request=start, stages=Join(" → ", said))})


def quoted(words: str) -> Cell:
    """GA's output as a path's row: a sentence (two words in a row) quoted as GA's words, a value or a name as it is.

    >>> quoted("Found 2 voicings matching chord Cmaj7:"), quoted("0 × vextab"), quoted("skill.chordinfo")
    (Quote(text='Found 2 voicings matching chord Cmaj7:'), '0 × vextab', 'skill.chordinfo')
    """
    return Quote(words) if SENTENCE.search(words) else words


READ = {VALID: "{word} read as written", REFUSED: "{word} refused by the guard", UNREAD: "{word} passed over",
        ROMAN: "{numerals} (Roman numeral)"}  # what a message word's mark means, as the page's legend says


def message_words(words: Sequence[Word]) -> Drawing:
    """A message's words and how a program read each (`message_words.py`); the label quotes the message, then says
    each marked word's mark in words."""
    marks = tuple(phrase("{word} read as {chord}", word=bare(w.text), chord=w.read_as) if w.kind == MISREAD else
                  phrase(READ[w.kind], numerals=bare(w.text)) if w.kind == ROMAN else
                  phrase(READ[w.kind], word=bare(w.text)) for w in words if w.kind in READ or w.kind == MISREAD)
    message = Quote(" ".join(w.text for w in words))
    return Drawing("message_words", {"words": [[w.text, w.kind, w.read_as] for w in words],
                                     "label": phrase("{message}: {marks}", message=message, marks=Join("; ", marks))
                                     if marks else message})


FOUND = {OWN: "{k} {mode} {notes}: the rotation from degree {k}", NONE: "{k} {mode} {notes}: no degree's rotation"}


def mode_wheel(wheel: Wheel) -> Drawing:
    """A family of modes as a wheel (`mode_wheels.py`); the label quotes GA's family and mode names and says what
    each mode's mark means: the rotation from its degree, another degree's, or no degree's."""
    modes = tuple(phrase(FOUND.get(found, "{k} {mode} {notes}: another degree's rotation"), k=k, mode=Quote(name),
                         notes=Quote(notes)) for k, (name, notes, found) in enumerate(wheel.modes, 1))
    return Drawing("mode_wheel", {"ga_family": wheel.family, "first": list(wheel.first),
                                  "ga_modes": [list(mode) for mode in wheel.modes],
                                  "label": phrase("{family}: {modes}", family=Quote(wheel.family), modes=Join("; ", modes))})


def tree(expression: str, root: Node) -> Drawing:
    """An expression's parse tree (`expression_tree.py`); the label quotes the tree's outline: GA's types and values."""
    return Drawing("tree", {"expression": expression, "ga_root": nested(root),
                            "label": phrase("{expression}: {tree}", expression=expression, tree=Quote(outline(root)))})


def nested(node: Node) -> list:
    return [node.label, [nested(c) for c in node.children]]


def node_of(data: list) -> Node:
    return Node(data[0], tuple(node_of(c) for c in data[1]))


CHECKED = {PASSED: "✓ {count} passed", FAILED: "✗ {count} failed", NOT_REACHED: "· {count} not reached",
           NOT_APPLIED: "– {count} not applicable"}  # a check grid's marks, each said in words with its count


def check_grid(tests: str, labels: Sequence[tuple[str, str]], blocks: Sequence[Block]) -> Drawing:
    """Questions against checks in blocks (`check_grid.py`), each row labelled (number, who answered); the label
    counts each mark and says what it means."""
    counted = counts(blocks)
    said = tuple(phrase(words, count=counted[mark]) for mark, words in CHECKED.items() if counted[mark])
    return Drawing("check_grid", {"labels": [list(label) for label in labels],
                                  "blocks": [[b.heading, list(b.columns), [list(row) for row in b.marks]] for b in blocks],
                                  "label": phrase("{tests}, {prompts} prompts: {counts}", tests=tests,
                                                  prompts=len(labels), counts=Join(", ", said))})


def mark_grid(name: str, rows: Sequence[str], columns: Sequence[str], marks: Sequence[Sequence[str]],
              styles: Mapping[str, Style], meanings: Mapping[str, str]) -> Drawing:
    """A grid of marks, one cell per question (`mark_grid.py`), each mark drawn in its style; the label counts each
    mark and says what it means, `meanings` giving each mark's phrase ("{count} right") as the page's caption words it.
    """
    counted = Counter(m for row in marks for m in row)
    said = tuple(phrase(meanings[mark], count=counted[mark]) for mark in styles if counted[mark])
    return Drawing("mark_grid", {"rows": list(rows), "columns": list(columns), "marks": [list(row) for row in marks],
                                 "styles": [[mark, *style] for mark, style in styles.items()],
                                 "label": phrase("{grid}: {counts}", grid=name, counts=Join("; ", said))})


def verdict_map(keys: Sequence[tuple[str, Cell]], frets: Sequence[int],
                cells: Mapping[tuple[str, int], tuple[str | None, str]]) -> Drawing:
    """Keys down, capo frets across, each cell the shape a skill answered and its verdict (`capo.py`); each key is
    (as drawn, as said). The label names each key in the reader's words and each answer by its shape, saying a
    theoretical spelling or a wrong shape so; a key declined on every fret is said once."""
    said = []
    for drawn, key in keys:
        row = [(fret, *cells[(drawn, fret)]) for fret in frets]
        said.append(phrase("{key}: declined on every fret", key=key) if all(chord is None for _, chord, _ in row) else
                    phrase("{key}: {answers}", key=key, answers=Join(", ", tuple(answer(*c) for c in row))))
    return Drawing("verdict_map", {"keys": [drawn for drawn, _ in keys], "frets": list(frets),
                                   "cells": [[list(cells[(drawn, fret)]) for fret in frets] for drawn, _ in keys],
                                   "label": Join("; ", tuple(said))})


def answer(fret: int, chord: str | None, verdict: str) -> Cell:
    """A capo fret's answer in a verdict map's label: its shape, or the verdict in words where it is not plain right."""
    if chord is None:
        return phrase("{fret} declined", fret=fret)
    if verdict == RIGHT:
        return f"{fret} {chord}"
    return phrase("{fret} {chord} (theoretical spelling)" if verdict == THEORETICAL else "{fret} {chord} (wrong)",
                  fret=fret, chord=chord)


def bare(word: str) -> str:
    """A message's word without the punctuation after it ("Q7," is Q7)."""
    return word.rstrip(",.;:!?")


def _chord_pair(arguments: dict, numbers: Callable[[str], str]) -> str:
    (start, start_caption), (end, end_caption) = arguments["start"], arguments["end"]
    return chord_pair_svg(Chart(tuple(start), start_caption), Chart(tuple(end), end_caption))


def _charts(arguments: dict, numbers: Callable[[str], str]) -> str:
    return charts_svg([Chart(tuple(frets), caption, root) for frets, caption, root in arguments["charts"]])


def _capo(arguments: dict, numbers: Callable[[str], str]) -> str:
    return capo_svg(arguments["diagram"], arguments["shape"], arguments["fret"], arguments["sounding"])


def _embedding_strip(arguments: dict, numbers: Callable[[str], str]) -> str:
    return embedding_strip_svg([tuple(p) for p in arguments["partitions"]], arguments["label"], numbers)


def _chord_scales(arguments: dict, numbers: Callable[[str], str]) -> str:
    return chord_scales_svg([ScaleRow(label, tuple((name, pc) for name, pc in notes), frozenset(foreign))
                             for label, notes, foreign in arguments["rows"]], arguments["label"])


def _scale_ladder(arguments: dict, numbers: Callable[[str], str]) -> str:
    (left, low), (right, high) = arguments["left"], arguments["right"]
    return scale_ladder_svg((left, tuple(low)), (right, tuple(high)), arguments["label"])


def _weighed_keys(arguments: dict, numbers: Callable[[str], str]) -> str:
    return weighed_keys_svg(arguments["chords"], [(label, [tuple(k) for k in top], [tuple(k) for k in partial])
                                                  for label, top, partial in arguments["versions"]], arguments["label"])


def _frames(arguments: dict, numbers: Callable[[str], str]) -> str:
    return frames_svg([FrameRow(tuple((line, data) for line, data in lines), event) for lines, event in arguments["ga_rows"]],
                      arguments["label"])


def _request_path(arguments: dict, numbers: Callable[[str], str]) -> str:
    return path_svg(arguments["start"], [Stage(name, tuple(Row(*row) for row in rows), throws)
                                         for name, rows, throws in arguments["stages"]], arguments["label"])


def _message_words(arguments: dict, numbers: Callable[[str], str]) -> str:
    return message_words_svg([Word(*w) for w in arguments["words"]], arguments["label"])


def _mode_wheel(arguments: dict, numbers: Callable[[str], str]) -> str:
    wheel = Wheel(arguments["ga_family"], tuple(arguments["first"]), tuple(tuple(m) for m in arguments["ga_modes"]))
    return mode_wheel_svg(wheel, arguments["label"])


def _tree(arguments: dict, numbers: Callable[[str], str]) -> str:
    return tree_svg(arguments["expression"], node_of(arguments["ga_root"]), arguments["label"])


def _check_grid(arguments: dict, numbers: Callable[[str], str]) -> str:
    blocks = [Block(heading, tuple(columns), tuple(tuple(row) for row in marks))
              for heading, columns, marks in arguments["blocks"]]
    return check_grid_svg([tuple(label) for label in arguments["labels"]], blocks, arguments["label"])


def _mark_grid(arguments: dict, numbers: Callable[[str], str]) -> str:
    styles = {mark: (fill, ink) for mark, fill, ink in arguments["styles"]}
    return mark_grid_svg(arguments["rows"], arguments["columns"], arguments["marks"], styles, arguments["label"])


def _verdict_map(arguments: dict, numbers: Callable[[str], str]) -> str:
    keys, frets = arguments["keys"], arguments["frets"]
    cells = {(key, fret): tuple(cell) for key, row in zip(keys, arguments["cells"]) for fret, cell in zip(frets, row)}
    return verdict_map_svg(keys, frets, cells, arguments["label"])


def _analysis(arguments: dict, numbers: Callable[[str], str]) -> str:
    return analysis_svg(arguments["chords"], [tuple(a) for a in arguments["analyses"]], arguments["label"])


DRAWINGS = {"analysis": _analysis, "capo": _capo, "charts": _charts, "check_grid": _check_grid,
            "chord_pair": _chord_pair, "chord_scales": _chord_scales, "embedding_strip": _embedding_strip,
            "frames": _frames, "mark_grid": _mark_grid, "message_words": _message_words, "mode_wheel": _mode_wheel,
            "request_path": _request_path, "scale_ladder": _scale_ladder, "tree": _tree,
            "verdict_map": _verdict_map, "weighed_keys": _weighed_keys}


def draw(picture: Picture, voice) -> str:
    """The picture's SVG markup for a reader of `voice` (or the course program's voice: English)."""
    if isinstance(picture, str):
        return punctuated(picture, voice.language)
    return DRAWINGS[picture.name]({k: said(v, voice) for k, v in picture.arguments.items()}, voice.numbers)


# What a reader reads of a picture: its label, its title, and each text of ours (GA's are marked lang="en").
OUR_WORDS = re.compile(r'(aria-label="|<title>|<text(?![^>]*\blang=)[^>]*>)([^"<]*)')


def punctuated(markup: str, language: str) -> str:
    """A picture drawn once for every language, its label and texts punctuated as `language` writes (`spaced`).

    >>> punctuated('<svg aria-label="A7: E&lt;1 1&gt; x"><title>A7: E&lt;1 1&gt; x</title><text lang="en">a: b</text>'
    ...            '<text x="1">c: d</text></svg>', "fr")
    '<svg aria-label="A7\xa0: E&lt;1 1&gt; x"><title>A7\xa0: E&lt;1 1&gt; x</title><text lang="en">a: b</text><text x="1">c\xa0: d</text></svg>'
    """
    if language not in SPACING:
        return markup  # the same bytes on every page of a language that spaces nothing
    return OUR_WORDS.sub(lambda m: m[1] + escape(spaced(unescape(m[2]), language), quote=m[1].endswith('"')), markup)


def said(value, voice):
    """An argument with every cell in it said by the voice; data stays as it is."""
    if isinstance(value, SAID):
        return say(value, voice)
    if isinstance(value, list):
        return [said(v, voice) for v in value]
    return value
