<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\RunTime;

final class RunTimeTest extends TestCase
{
    public function testSewingSeconds(): void
    {
        // 7200 / 800 min = 540 s, 3 changes = 60 s, 5 trims = 30 s
        self::assertSame(630, RunTime::sewingSeconds(Designs::crest()));
        // 900 / 800 min = 67.5 s
        self::assertSame(68, RunTime::sewingSeconds(Designs::initials()));
    }

    public function testRunMinutesIncludeHooping(): void
    {
        // 630 s sewing + 90 s hooping
        self::assertSame(12, RunTime::minutes(Designs::crest(), 1));
        self::assertSame(240, RunTime::minutes(Designs::crest(), 20));
    }
}
