package dev.wrac.validate;

import dev.wrac.error.WracException;
import dev.wrac.model.PlanIssues;

/** A plan does not fit its document: unknown, duplicate or missing ids, or empty chunks. */
public class InvalidPlanException extends WracException {
  private static final long serialVersionUID = 1L;
  private final transient PlanIssues issues;

  public InvalidPlanException(String document, PlanIssues issues) {
    super("Invalid plan for '" + document + "': " + issues.summary()
        + ". Repair it with PlanValidator.repair(document, plan, context).");
    this.issues = issues;
  }

  /** What is wrong. */
  public PlanIssues issues() {
    return issues;
  }
}
