module Cyclerepair
  # What a job will cost: parts at catalogue prices, labour by the started quarter hour, plus VAT.
  class Quote
    LABOUR_RATE = 4000 # pence an hour

    attr_reader :job

    def initialize(job, catalogue)
      @job = job
      @catalogue = catalogue
    end

    def parts_total
      job.parts.sum { |code| @catalogue.fetch(code).price }
    end

    def billed_hours
      (job.hours * 4).ceil / 4.0
    end

    def labour_total
      (billed_hours * LABOUR_RATE).round
    end

    def net
      parts_total + labour_total
    end

    def total
      Money.with_vat(net)
    end

    def lines
      job.parts.map { |code| part_line(@catalogue.fetch(code)) } +
        [format("%-24s %9s", "Labour #{billed_hours}h", Money.format(labour_total)),
         format("%-24s %9s", "Total inc. VAT", Money.format(total))]
    end

    private

    def part_line(part)
      format("%-24s %9s", part.name, Money.format(part.price))
    end
  end
end
