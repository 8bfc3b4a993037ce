package dev.wrac.cli.view;

/**
 * The page's inline style sheet. Chunk sections are laid out only when near the screen
 * ({@code content-visibility: auto}); the summary is a fixed side panel (below the document on
 * narrow screens). System fonts only: nothing is fetched.
 */
final class PageStyle {
  private PageStyle() {}

  static final String CSS = """
      :root{color-scheme:light}
      body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1f;\
      background:#fff}
      main{margin-right:24rem;padding:.5rem 1rem 3rem}
      aside{position:fixed;top:0;right:0;bottom:0;width:24rem;box-sizing:border-box;\
      overflow:auto;padding:.8rem 1rem;background:#f4f5f7;border-left:1px solid #c9ccd3;\
      font-size:13px}
      aside h1{font-size:15px;margin:0 0 .5rem;overflow-wrap:anywhere}
      aside h2{font-size:13px;margin:1rem 0 .3rem}
      aside dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .6rem;margin:0}
      aside dt{color:#555}aside dd{margin:0;overflow-wrap:anywhere}
      aside ul{margin:0;padding-left:1.2rem}
      .hist{border-collapse:collapse;width:100%;font:12px ui-monospace,monospace}
      .hist th{text-align:right;font-weight:normal;color:#555;padding-right:.4rem;\
      white-space:nowrap;width:6.5rem}
      .hist td:last-child{text-align:right;width:3rem}
      .bar{display:inline-block;height:.8rem;background:#5b7fd6;vertical-align:middle}
      .c{display:grid;grid-template-columns:7rem minmax(0,1fr);border-top:2px solid #8a93a8;\
      content-visibility:auto;contain-intrinsic-size:auto 6rem}
      .c0>.b,.sw.c0{background:#e6effd}.c1>.b,.sw.c1{background:#fdf1dc}
      .m{font:12px/1.35 ui-monospace,monospace;color:#3c4250;text-align:right;\
      padding:.3rem .5rem .3rem 0;overflow-wrap:anywhere}
      .m a{font-weight:bold;color:#1b3f95;text-decoration:none}
      .b{padding:.25rem .6rem;min-width:0}
      .hp{font-size:12px;color:#5a6275;border-bottom:1px dashed #b7bdca;margin-bottom:.2rem}
      .e{white-space:pre-wrap;overflow-wrap:anywhere;margin:.1rem 0}
      .e:hover{outline:1px solid #8a93a8}
      .k-h{font-weight:600}
      .k-code,.k-tr,.k-th,.k-fm,.k-html{font:12.5px/1.4 ui-monospace,monospace}
      .x{color:#777;font-style:italic}main>.x{padding-left:7.6rem}
      .ctxl{color:#777;font-style:italic}
      .fl{display:inline-block;font:11px/1.3 system-ui,sans-serif;padding:0 .3rem;\
      border-radius:3px;margin-top:.15rem}
      .fl.fb{background:#c62828;color:#fff}.fl.rp{background:#ef8f00;color:#fff}
      .c.fb{border-left:5px solid #c62828}.c.rp{border-left:5px solid #ef8f00}
      .sw{display:inline-block;width:1.2rem;height:.8rem;border:1px solid #aaa;\
      vertical-align:middle}
      @media (max-width:900px){main{margin-right:0}aside{position:static;width:auto;\
      border-left:0;border-top:1px solid #c9ccd3}}
      """;
}
