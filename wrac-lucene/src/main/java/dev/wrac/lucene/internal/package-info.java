/** wrac-lucene's Lucene plumbing (the folder, vector bytes): not API, may change any time. */
package dev.wrac.lucene.internal;
