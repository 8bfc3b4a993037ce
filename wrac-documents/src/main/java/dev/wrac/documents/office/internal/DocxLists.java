package dev.wrac.documents.office.internal;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import org.apache.poi.xwpf.usermodel.XWPFAbstractNum;
import org.apache.poi.xwpf.usermodel.XWPFNum;
import org.apache.poi.xwpf.usermodel.XWPFNumbering;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTAbstractNum;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTLvl;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTNum;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTNumLvl;

/**
 * List item numbers as Word counts them: one counter per numbering instance ({@code numId})
 * and level, starting at the level's {@code start} (or the instance's start override), a
 * deeper level restarting when a shallower item comes. Bullets (and levels whose format is
 * {@code none}) have ordinal 0.
 */
public final class DocxLists {
  private static final int LEVELS = 9;
  private static final int UNSET = Integer.MIN_VALUE;
  private final XWPFNumbering numbering;
  private final Map<BigInteger, int[]> counters = new HashMap<>();
  private final Map<String, Level> levels = new HashMap<>();

  /** A numbering level's format ("decimal", "bullet", …) and first number. */
  record Level(String format, int start) {
    boolean numbered() {
      return format != null && !format.equals("bullet") && !format.equals("none");
    }
  }

  public DocxLists(XWPFNumbering numbering) {
    this.numbering = numbering;
  }

  /** Whether {@code numId} names an existing numbering (numId 0 means "no list"). */
  public boolean exists(BigInteger numId) {
    return numbering != null && numId != null && numId.signum() > 0 && num(numId) != null;
  }

  /** The next ordinal of an item at {@code ilvl} (0-based) of {@code numId}: 0 for bullets. */
  public int next(BigInteger numId, int ilvl) {
    int lvl = Math.max(0, Math.min(LEVELS - 1, ilvl));
    Level level = levels.computeIfAbsent(numId + "/" + lvl, k -> level(numId, lvl));
    int[] count = counters.computeIfAbsent(numId, k -> unset(new int[LEVELS]));
    for (int deeper = lvl + 1; deeper < LEVELS; deeper++) {
      count[deeper] = UNSET;
    }
    count[lvl] = count[lvl] == UNSET ? level.start() : count[lvl] + 1;
    return level.numbered() ? count[lvl] : 0;
  }

  private static int[] unset(int[] count) {
    java.util.Arrays.fill(count, UNSET);
    return count;
  }

  private Level level(BigInteger numId, int ilvl) {
    XWPFNum num = num(numId);
    if (num == null || num.getCTNum() == null) {
      return new Level(null, 1);
    }
    Integer startOverride = null;
    CTLvl lvl = null;
    for (CTNumLvl override : num.getCTNum().getLvlOverrideList()) {
      if (override.getIlvl() != null && override.getIlvl().intValue() == ilvl) {
        if (override.getStartOverride() != null && override.getStartOverride().getVal() != null) {
          startOverride = override.getStartOverride().getVal().intValue();
        }
        lvl = override.getLvl();
      }
    }
    if (lvl == null && num.getCTNum().getAbstractNumId() != null) {
      XWPFAbstractNum abs = abstractNum(num.getCTNum().getAbstractNumId().getVal());
      lvl = abs == null || abs.getCTAbstractNum() == null ? null : find(abs, ilvl);
    }
    String format = lvl == null || lvl.getNumFmt() == null || lvl.getNumFmt().getVal() == null
        ? null : lvl.getNumFmt().getVal().toString();
    int start = lvl == null || lvl.getStart() == null || lvl.getStart().getVal() == null ? 1
        : lvl.getStart().getVal().intValue();
    return new Level(format, startOverride != null ? startOverride : start);
  }

  /**
   * The numbering instance {@code numId}, or null; one without its own {@code w:numId} is
   * skipped (POI's own lookup fails on it with a NullPointerException).
   */
  private XWPFNum num(BigInteger numId) {
    for (XWPFNum n : numbering.getNums()) {
      CTNum ct = n.getCTNum();
      if (ct != null && ct.getNumId() != null && ct.getNumId().equals(numId)) {
        return n;
      }
    }
    return null;
  }

  /** The abstract numbering {@code id}, or null; one without {@code w:abstractNumId} skipped. */
  private XWPFAbstractNum abstractNum(BigInteger id) {
    for (XWPFAbstractNum a : numbering.getAbstractNums()) {
      CTAbstractNum ct = a.getCTAbstractNum();
      if (ct != null && ct.getAbstractNumId() != null && ct.getAbstractNumId().equals(id)) {
        return a;
      }
    }
    return null;
  }

  private static CTLvl find(XWPFAbstractNum abs, int ilvl) {
    for (CTLvl lvl : abs.getCTAbstractNum().getLvlList()) {
      if (lvl.getIlvl() != null && lvl.getIlvl().intValue() == ilvl) {
        return lvl;
      }
    }
    return null;
  }
}
