<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\HandicapIndex;
use PHPUnit\Framework\TestCase;

final class HandicapIndexTest extends TestCase
{
    public function testNoIndexBeforeThreeScores(): void
    {
        $this->assertNull(HandicapIndex::calculate([]));
        $this->assertNull(HandicapIndex::calculate([18.3, 17.4]));
    }

    public function testFewScoresAreAdjustedDown(): void
    {
        $this->assertSame(11.8, HandicapIndex::calculate([18.3, 17.4, 13.8]));
        $this->assertSame(12.8, HandicapIndex::calculate([18.3, 17.4, 13.8, 19.2]));
        $this->assertSame(11.9, HandicapIndex::calculate([18.3, 17.4, 13.8, 19.2, 12.0, 20.1]));
    }

    public function testBestEightOfTwenty(): void
    {
        $differentials = [
            30.0, 30.0,
            14.2, 15.8, 11.0, 19.6, 12.4, 17.7, 13.1, 21.0, 16.3, 12.9,
            18.8, 14.0, 22.5, 15.1, 12.2, 16.9, 20.4, 13.6, 19.0, 17.2,
        ];
        $this->assertSame([11.0, 12.2, 12.4, 12.9, 13.1, 13.6, 14.0, 14.2], HandicapIndex::counting($differentials));
        // (11.0 + 12.2 + 12.4 + 12.9 + 13.1 + 13.6 + 14.0 + 14.2) / 8 = 12.925
        $this->assertSame(12.9, HandicapIndex::calculate($differentials));
    }

    public function testNoHigherThanTheMaximum(): void
    {
        $this->assertSame(54.0, HandicapIndex::calculate([61.2, 58.0, 60.4, 57.7, 59.9]));
    }
}
