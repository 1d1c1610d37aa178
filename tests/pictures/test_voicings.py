"""Voicings of GA's index drawn side by side, captioned with GA's names."""
from engine.ga.optick.index import lesson3_index
from engine.music.voicing import to_chart
from engine.pictures.drawings import draw
from engine.pictures.voicings import index_voicings
from engine.report.voice import PROGRAM


def test_draws_the_rows_asked_in_order():
    "Assert one chart per row asked, labelled with its chart diagram and GA's name, in the order given."
    corpus = lesson3_index("pin").corpus
    svg = draw(index_voicings(corpus, [3, 0]), PROGRAM)
    label = f"{to_chart(corpus.diagram(3))} {corpus.names[3]}, {to_chart(corpus.diagram(0))} {corpus.names[0]}"
    assert f'aria-label="{label}"' in svg and svg.count('font-size="14"') >= 2
