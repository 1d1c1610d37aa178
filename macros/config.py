"""The plugin's options (mkdocs.yml `plugins: - lessons:`)."""
from mkdocs.config import config_options as opt
from mkdocs.config.base import Config


class LessonsConfig(Config):
    # The front-matter key that names the lesson a page asks its tables of (e.g. `lesson: l25`).
    lesson_key = opt.Type(str, default="lesson")
    # The folder of the string catalogs the plugin writes from, one `<language>.yml` each.
    catalogs = opt.Type(str, default="translations")
    # The language of pages whose file names carry no language suffix.
    default_language = opt.Type(str, default="en")
    # The glossary page (`{{ glossary() }}`), whose entries each lesson's first use of a term links to; "" for none.
    glossary = opt.Type(str, default="")
    # Report figures typed by hand in prose where the engine computes them.
    check_typed_figures = opt.Type(bool, default=True)
    # The "Try another" panels (`{{ try_another("table") }}`): off, the directive shows nothing and no answers
    # are computed (the benchmark compares the builds).
    try_another = opt.Type(bool, default=True)
