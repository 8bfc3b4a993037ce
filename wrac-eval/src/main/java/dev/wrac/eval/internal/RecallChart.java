package dev.wrac.eval.internal;

import dev.wrac.eval.BenchReport;
import java.util.List;
import java.util.Locale;

/** The SVG line chart of R@B against B (log scale), one line per strategy. */
final class RecallChart {
  private static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
      "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
  private static final int WIDTH = 860;
  private static final int HEIGHT = 480;
  private static final int LEFT = 70;
  private static final int RIGHT = 250;
  private static final int TOP = 50;
  private static final int BOTTOM = 60;
  private static final double PLOT_W = WIDTH - LEFT - RIGHT;
  private static final double PLOT_H = HEIGHT - TOP - BOTTOM;

  private final BenchReport report;
  private final List<Integer> budgets;
  private final double yMin;
  private final double yMax;
  private final double xMin;
  private final double xMax;
  private final StringBuilder svg = new StringBuilder();

  private RecallChart(BenchReport report) {
    this.report = report;
    this.budgets = report.budgets();
    double lo = 1;
    double hi = 0;
    for (BenchReport.StrategyResult s : report.strategies()) {
      for (double v : s.overall().budgetRecall()) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
    if (lo > hi) {
      lo = 0;
      hi = 1;
    }
    this.yMin = Math.max(0, Math.floor(lo * 10 - 0.5) / 10);
    this.yMax = Math.min(1, Math.ceil(hi * 10 + 0.5) / 10);
    this.xMin = log2(budgets.get(0));
    this.xMax = log2(budgets.get(budgets.size() - 1));
  }

  /** The chart of {@code report} as an SVG document. */
  static String render(BenchReport report) {
    RecallChart chart = new RecallChart(report);
    chart.frame();
    int i = 0;
    for (BenchReport.StrategyResult s : report.strategies()) {
      chart.series(s, i++);
    }
    chart.svg.append("</svg>\n");
    return chart.svg.toString();
  }

  private double x(int budget) {
    return LEFT + (xMax == xMin ? PLOT_W / 2 : (log2(budget) - xMin) / (xMax - xMin) * PLOT_W);
  }

  private double y(double v) {
    return TOP + (yMax - v) / (yMax - yMin) * PLOT_H;
  }

  private void add(String format, Object... args) {
    svg.append(String.format(Locale.ROOT, format, args));
  }

  /** Header, title, grid, axes and their labels. */
  private void frame() {
    add("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
        + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n",
        WIDTH, HEIGHT, WIDTH, HEIGHT);
    add("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT);
    add("<text x=\"%d\" y=\"28\" font-size=\"16\" font-weight=\"bold\">Recall within a context "
        + "budget (R@B), %s</text>%n", LEFT, escape(report.corpus()));
    for (int t = (int) Math.round(yMin * 10); t <= Math.round(yMax * 10); t++) {
      double v = t / 10.0;
      add("<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
          LEFT, y(v), LEFT + PLOT_W, y(v));
      add("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>%n", LEFT - 8, y(v) + 4, v);
    }
    for (int b : budgets) {
      add("<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#eee\"/>%n",
          x(b), TOP, x(b), TOP + PLOT_H);
      add("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%d</text>%n",
          x(b), TOP + PLOT_H + 18, b);
    }
    add("<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
        + "stroke=\"#333\"/>%n", LEFT, TOP, PLOT_W, PLOT_H);
    add("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">context budget B (o200k tokens, log "
        + "scale)</text>%n", LEFT + PLOT_W / 2, HEIGHT - 15);
    add("<text transform=\"translate(18 %.1f) rotate(-90)\" text-anchor=\"middle\">share of "
        + "facts retrieved within B</text>%n", TOP + PLOT_H / 2);
  }

  /** One strategy: its line, a point per budget with a tooltip, and its legend entry. */
  private void series(BenchReport.StrategyResult s, int i) {
    String color = COLORS[i % COLORS.length];
    List<Double> recall = s.overall().budgetRecall();
    StringBuilder points = new StringBuilder();
    for (int k = 0; k < budgets.size(); k++) {
      points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x(budgets.get(k)),
          y(recall.get(k))));
    }
    add("<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%s\"/>%n",
        color, points.toString().strip());
    for (int k = 0; k < budgets.size(); k++) {
      add("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>%s R@%d = %.3f</title>"
          + "</circle>%n", x(budgets.get(k)), y(recall.get(k)), color, escape(s.name()),
          budgets.get(k), recall.get(k));
    }
    double ly = TOP + 10 + i * 20;
    add("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
        + "stroke-width=\"3\"/>%n", LEFT + PLOT_W + 15, ly, LEFT + PLOT_W + 40, ly, color);
    add("<text x=\"%.1f\" y=\"%.1f\">%s</text>%n", LEFT + PLOT_W + 46, ly + 4, escape(s.name()));
  }

  private static double log2(int v) {
    return Math.log(v) / Math.log(2);
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
