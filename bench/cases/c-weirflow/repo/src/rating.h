#ifndef RATING_H
#define RATING_H

/* The station's rating curve: flow over the weir in m3/s for a stage (water level above the crest) in m. */
double rating_flow(double stage_m);

/* The stage in m at which the flow first reaches flow_m3s (inverse of rating_flow). */
double rating_stage(double flow_m3s);

#endif
