"""The path of a request through stages: boxes top to bottom, the chosen row marked, rows wrapped."""
import re

from engine.pictures.drawings import draw, request_path
from engine.pictures.path import WIDTH, Row, Stage
from engine.report.voice import PROGRAM

STAGES = [
    Stage("SemanticIntentRouter", (Row("null", chosen=True),)),
    Stage("SemanticRouter", (Row("tab", "1/9", chosen=True), Row("voicing", "1/10"), Row("theory", "0"))),
    Stage("POST /api/chatbot/chat", (Row("fallback-direct (error-fallback-unavailable)", chosen=True),)),
]


def path_svg(start, stages):
    return draw(request_path(start, stages), PROGRAM)


def test_one_box_per_stage_in_order():
    "Assert a box per stage, titled in order, each under the one before, an arrow into each."
    svg = path_svg('"Move Am up two frets"', STAGES)
    assert svg.count("<rect") == 3
    titles = re.findall(r'font-size="13" text-anchor="start" fill="currentColor" font-weight="bold">([^<]+)<', svg)
    assert titles == ["SemanticIntentRouter", "SemanticRouter", "POST /api/chatbot/chat"]
    tops = [float(y) for y in re.findall(r'<rect x="\d+" y="([\d.]+)"', svg)]
    assert tops == sorted(tops)


def test_the_label_says_what_each_stage_chose():
    "Assert the accessible label follows the request through each stage's choice."
    svg = path_svg('"Move Am up two frets"', STAGES)
    assert ('aria-label="&quot;Move Am up two frets&quot;: SemanticIntentRouter null → SemanticRouter tab 1/9 → '
            'POST /api/chatbot/chat fallback-direct (error-fallback-unavailable)"') in svg


def test_long_rows_wrap_inside_the_box():
    "Assert a row wider than the box wraps onto lines of its own, each inside the picture."
    svg = path_svg("x", STAGES)
    assert ">fallback-direct<" in svg and ">(error-fallback-unavailable)<" in svg
    assert f'viewBox="0 0 {WIDTH} ' in svg


def test_a_stage_that_throws_is_crossed():
    "Assert a throwing stage shows a cross instead of rows, the label says it throws, and the stages after it are drawn."
    svg = path_svg("x", [Stage("SemanticRouter", throws=True), Stage("POST /api/chatbot/chat", (Row("HTTP 500"),))])
    assert svg.count("<rect") == 2 and 'stroke-width="2"/>' in svg and ">HTTP 500<" in svg
    assert "SemanticRouter throws an exception → POST /api/chatbot/chat HTTP 500" in svg


def test_a_long_request_wraps_above_the_boxes():
    "Assert a request wider than the picture is titled on two lines, and the boxes move down to make room."
    svg = path_svg('POST "What is the relative minor of C major?"', STAGES)
    title = re.findall(r'font-size="13" text-anchor="middle" fill="currentColor" font-weight="bold" lang="en">([^<]+)<', svg)
    assert title == ["POST &quot;What is the relative", "minor of C major?&quot;"]
    first_top = re.compile(r'<rect x="\d+" y="([\d.]+)"')
    assert float(first_top.search(svg).group(1)) > float(first_top.search(path_svg("x", STAGES)).group(1))
