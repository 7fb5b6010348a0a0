<?php

declare(strict_types=1);

final class Fixtures
{
    public const BOOK = <<<'CSV'
        ref,size,delivered,collected,road,weight_kg
        K-1041,mini,2026-09-01,2026-09-05,no,640
        K-1042,builders,2026-09-02,2026-09-11,yes,2650
        K-1043,maxi,2026-09-03,2026-09-09,no,3010
        K-1044,midi,2026-09-07,2026-09-10,yes,1500
        K-1045,builders,2026-09-14,,no,
        CSV;
}
