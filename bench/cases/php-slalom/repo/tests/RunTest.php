<?php

declare(strict_types=1);

use Eddyline\Slalom\Penalty;
use Eddyline\Slalom\Run;
use Eddyline\Slalom\RunStatus;
use PHPUnit\Framework\TestCase;

final class RunTest extends TestCase
{
    public function testScoreAddsPenaltySeconds(): void
    {
        $run = Run::finished(7, '95.12');
        $run->mark(4, Penalty::Touch);
        $run->mark(11, Penalty::Clear);
        $run->mark(2, Penalty::Touch);
        $this->assertSame(4, $run->penaltySeconds());
        $this->assertSame(9912, $run->score());
        $this->assertSame([2, 4, 11], array_keys($run->penalties()));
    }

    public function testAMissIsFiftySeconds(): void
    {
        $run = Run::finished(7, '88.00');
        $run->mark(16, Penalty::Miss);
        $this->assertSame(13800, $run->score());
    }

    public function testRunsThatDoNotCount(): void
    {
        $this->assertNull((new Run(3, null, RunStatus::Dns))->score());
        $this->assertNull((new Run(3, 6120, RunStatus::Dnf))->score());
    }

    public function testAFinishedRunNeedsATime(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Run(3, null);
    }
}
