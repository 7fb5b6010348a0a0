<?php

declare(strict_types=1);

use Eddyline\Slalom\Course;
use Eddyline\Slalom\JudgeSheet;
use Eddyline\Slalom\Penalty;
use Eddyline\Slalom\Run;
use PHPUnit\Framework\TestCase;

final class JudgeSheetTest extends TestCase
{
    private const SHEET = <<<TXT
        section 2: gates 7-12
        14: 0 0 2 0 0 50
        21: 0 2 2 0 0 0

        TXT;

    public function testMarksByGate(): void
    {
        $sheet = JudgeSheet::parse(self::SHEET, new Course(22));
        $this->assertSame(2, $sheet->section);
        $this->assertSame(Penalty::Miss, $sheet->marks[14][12]);
        $this->assertSame(Penalty::Touch, $sheet->marks[21][8]);
        $this->assertCount(6, $sheet->marks[21]);
    }

    public function testApplyToRuns(): void
    {
        $runs = [14 => Run::finished(14, '97.40'), 21 => Run::finished(21, '99.02')];
        JudgeSheet::parse(self::SHEET, new Course(22))->applyTo($runs);
        $this->assertSame(52, $runs[14]->penaltySeconds());
        $this->assertSame(10302, $runs[21]->score());
    }

    public function testWrongNumberOfMarks(): void
    {
        $this->expectExceptionMessage('bib 14 has 5 marks on section 2, which covers gates 7-12');
        JudgeSheet::parse("section 2: gates 7-12\n14: 0 0 2 0 0\n", new Course(22));
    }

    public function testSectionPastTheLastGate(): void
    {
        $this->expectException(\OutOfRangeException::class);
        JudgeSheet::parse("section 4: gates 19-24\n", new Course(22));
    }
}
