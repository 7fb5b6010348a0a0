<?php

declare(strict_types=1);

namespace Swimschool\Tests;

use PHPUnit\Framework\TestCase;
use Swimschool\Stage;

final class StageTest extends TestCase
{
    public function testTheTableGivesAgeSizeAndPrice(): void
    {
        self::assertSame([4, 6, 950], [Stage::minimumAge(1), Stage::classSize(1), Stage::lessonPence(1)]);
        self::assertSame([8, 12, 800], [Stage::minimumAge(7), Stage::classSize(7), Stage::lessonPence(7)]);
    }

    public function testThereIsNoStageEight(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionMessage('no stage 8');
        Stage::classSize(8);
    }
}
