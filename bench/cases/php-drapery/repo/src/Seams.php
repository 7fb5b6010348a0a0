<?php

declare(strict_types=1);

namespace Drapery;

/** Allowances the workroom adds to every curtain. */
final class Seams
{
    /** Selvedge trimmed off each edge of a width before joining. */
    public const SELVEDGE_CM = 1.5;

    /** Side turning, each leading and outer edge. */
    public const SIDE_TURN_CM = 5.0;

    /** Double 10 cm hem at the bottom. */
    public const HEM_CM = 20.0;

    /** Widths are joined with a 1.5 cm seam, taking 3 cm off each join. */
    public const JOIN_CM = 3.0;
}
