package org.ahocorasick.interval;

public interface Intervalable extends Comparable {

  int getStart();

  int getEnd();

  int size();

}
