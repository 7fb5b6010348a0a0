<?php

declare(strict_types=1);

use Eddyline\Slalom\Penalty;
use PHPUnit\Framework\TestCase;

final class PenaltyTest extends TestCase
{
    public function testJudgesMarks(): void
    {
        $this->assertSame(Penalty::Clear, Penalty::fromMark('0'));
        $this->assertSame(Penalty::Touch, Penalty::fromMark('2'));
        $this->assertSame(Penalty::Miss, Penalty::fromMark(' 50'));
        $this->assertSame(50, Penalty::Miss->seconds());
    }

    public function testOtherMarksAreRefused(): void
    {
        foreach (['4', '5', '02', 'x', ''] as $mark) {
            try {
                Penalty::fromMark($mark);
                $this->fail("'$mark' was taken as a penalty");
            } catch (\InvalidArgumentException $e) {
                $this->assertStringContainsString('not a gate penalty', $e->getMessage());
            }
        }
    }
}
