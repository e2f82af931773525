/// The page's inline style and script: the page is one file, read offline, so nothing is linked.
extension ReportPage {
    /// Colours are never the only sign (each status has its mark and word); the text colours
    /// keep a contrast of 4.5:1 or more on their backgrounds.
    static let style = """

    :root { --caught: #1a7f37; --caught-bg: #e9f6ec; --missed: #b42318; --missed-bg: #fdeceb; --not-run: #8f4400; --not-run-bg: #fff1df;
            --muted: #57606a; --line: #d8dee4; --pale: #f6f8fa; --run: #4ac26b; --unrun: #e5534b; }
    * { box-sizing: border-box; }
    body { font: 15px/1.45 -apple-system, "Segoe UI", system-ui, sans-serif; color: #1f2328; background: #fff;
           max-width: 75em; margin: 0 auto; padding: 1.2em 2em 2em; }
    [hidden] { display: none !important; }
    h1 { font-size: 1.6em; margin: 0 0 .2em; }
    h2 { font-size: 1.25em; margin: 1.4em 0 .6em; }
    .lead { color: var(--muted); margin: 0; }
    code { font: .92em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    a { color: #0550ae; }
    .caught { color: var(--caught); } .missed { color: var(--missed); } .not-run { color: var(--not-run); }
    table.summary { border-collapse: collapse; width: 100%; }
    table.summary th, table.summary td { padding: .3em .6em; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
    table.summary th[scope=row], table.summary thead th:first-child { text-align: left; font-weight: normal; }
    table.summary th[scope=row] { padding-left: calc(.6em + var(--depth, 0) * 1.3em); }
    table.summary thead th { background: var(--pale); font-weight: 600; }
    table.summary tr.all th, table.summary tr.all td { font-weight: 600; background: var(--pale); }
    table.summary tr.folder th { color: var(--muted); }
    table.summary td.score, table.summary th.score { text-align: left; }
    .bar { display: inline-block; width: 6em; height: .7em; margin-right: .5em; background: #e6e9ec; border-radius: 3px; overflow: hidden; }
    .bar > span { display: block; height: 100%; }
    td.high .bar > span { background: var(--caught); } td.medium .bar > span { background: #d4a72c; } td.low .bar > span { background: var(--missed); }
    #filters { position: sticky; top: 0; z-index: 1; background: #fff; display: flex; flex-wrap: wrap; gap: .4em 1.6em;
               align-items: center; border: 1px solid var(--line); border-radius: 6px; padding: .45em 1em; margin: 0 0 1em; }
    #filters legend { font-weight: 600; padding: 0 .3em; color: #1f2328; }
    #filters label { cursor: pointer; font-weight: 600; }
    #shown { margin-left: auto; color: var(--muted); }
    details.file { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 1em; }
    details.file > summary { cursor: pointer; background: var(--pale); padding: .55em 1em; border-radius: 6px; }
    details.file[open] > summary { border-bottom: 1px solid var(--line); border-radius: 6px 6px 0 0; }
    details.file > summary h3 { display: inline; font: 600 1em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; margin: 0; }
    .tally { margin-left: .8em; font-size: .92em; color: var(--muted); }
    .unrun-lines { margin: .6em 1em; color: var(--muted); }
    table.source { border-collapse: collapse; width: 100%; font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    td.n { width: 3.6em; padding: 0 .8em; text-align: right; color: #6e7781; user-select: none; border-left: 4px solid transparent; }
    td.code { white-space: pre-wrap; overflow-wrap: anywhere; padding-right: 1em; }
    tr.run td.n { border-left-color: var(--run); }
    tr.unrun td.n { border-left-color: var(--unrun); }
    tr.unrun td.code { background: #fff6f6; }
    tr.change-row > td { padding: .15em 1em .45em 4.6em; }
    details.change { font: 14px/1.45 -apple-system, "Segoe UI", system-ui, sans-serif; border-left: 4px solid; border-radius: 4px;
                     padding: .3em .8em; color: #1f2328; }
    details.change.caught { background: var(--caught-bg); border-color: var(--caught); }
    details.change.missed { background: var(--missed-bg); border-color: var(--missed); }
    details.change.not-run { background: var(--not-run-bg); border-color: var(--not-run); }
    details.change > summary { cursor: pointer; }
    details.change p { margin: .3em 0; }
    .status { font-weight: 700; margin-right: .3em; }
    details.caught .status { color: var(--caught); } details.missed .status { color: var(--missed); } details.not-run .status { color: var(--not-run); }
    .diff { font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; margin: .35em 0; }
    .del { color: #a40e26; } .ins { color: #116329; }
    .hint { font-style: italic; }
    .detail { color: var(--muted); font-size: .9em; overflow-wrap: anywhere; }
    footer { margin-top: 2em; border-top: 1px solid var(--line); }
    .bars span { margin-right: 1.6em; padding-left: .5em; border-left: 4px solid transparent; }
    .bars .run { border-left-color: var(--run); } .bars .unrun { border-left-color: var(--unrun); }
    table.words { border-collapse: collapse; }
    table.words th, table.words td { text-align: left; padding: .25em .8em .25em 0; border-bottom: 1px solid var(--line); vertical-align: top; }

    """

    /// The filters: a checkbox per status hides or shows its changes (the `hidden` attribute, so
    /// that a hidden change is out of the accessibility tree too). `#show=missed,not-run` in the
    /// address picks them as the page opens, and ticking a box writes the address again, so that
    /// a filtered view can be bookmarked or passed on.
    static let script = """

    (function () {
      "use strict";
      var filters = document.getElementById("filters");
      var boxes = Array.prototype.slice.call(filters.querySelectorAll("input[name=show]"));
      var rows = Array.prototype.slice.call(document.querySelectorAll("tr.change-row"));
      var shown = document.getElementById("shown");
      var asked = /^#show=([a-z,-]*)$/.exec(window.location.hash);
      if (asked) {
        var wanted = asked[1].split(",");
        boxes.forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
      }
      function apply(remember) {
        var on = boxes.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
        var count = 0;
        // The attribute follows the box, so that the page's markup (a saved copy, a DOM dump) says what is ticked.
        boxes.forEach(function (box) { box.toggleAttribute("checked", box.checked); });
        rows.forEach(function (row) {
          var show = on.indexOf(row.getAttribute("data-status")) >= 0;
          row.hidden = !show;
          if (show) { count += 1; }
        });
        shown.textContent = "Showing " + count + " of " + rows.length + " changes";
        if (remember) {
          try { window.history.replaceState(null, "", "#show=" + on.join(",")); } catch (ignored) { }
        }
      }
      boxes.forEach(function (box) { box.addEventListener("change", function () { apply(true); }); });
      filters.hidden = false;
      apply(false);
    }());

    """
}
