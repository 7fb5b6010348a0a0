module Upholstery
  # A priced quotation for a job: fabric, foam, labour and sundries, then VAT.
  class Quote
    VAT_PERCENT = 20
    # Tacks, twine, hessian, wadding and gimp for each piece.
    SUNDRIES_PER_PIECE = 1_200

    Line = Struct.new(:text, :pence)

    attr_reader :customer, :fabric, :plan, :cushions, :jobs

    def initialize(customer:, fabric:, panels:, jobs:, cushions: [])
      @customer = customer
      @fabric = fabric
      @plan = CutPlan.new(fabric, panels)
      @cushions = cushions
      @jobs = jobs
    end

    def pieces
      jobs.sum(&:count)
    end

    def lines
      list = [fabric_line]
      cushions.each { |c| list << Line.new("Foam: #{c.description}", c.cost) }
      jobs.each do |job|
        list << Line.new("Labour: #{job.description} (#{format_hours(job.hours)} h)", job.cost)
      end
      list << Line.new("Sundries: #{pieces} piece#{pieces == 1 ? '' : 's'}", SUNDRIES_PER_PIECE * pieces)
      list
    end

    def subtotal
      lines.sum(&:pence)
    end

    def vat
      Money.percent_of(subtotal, VAT_PERCENT)
    end

    def total
      subtotal + vat
    end

    def to_s
      out = ["Quotation for #{customer}"]
      lines.each { |line| out << row(line.text, line.pence) }
      out << row("Subtotal", subtotal)
      out << row("VAT at #{VAT_PERCENT}%", vat)
      out << row("Total", total)
      out.join("\n")
    end

    private

    def fabric_line
      metres = plan.metres
      text = "Fabric: #{fabric.name}, #{format_metres(metres)} m at #{Money.format(fabric.price_per_metre)}/m"
      Line.new(text, fabric.cost(metres))
    end

    def format_metres(metres)
      format("%.1f", metres)
    end

    def format_hours(hours)
      hours == hours.floor ? hours.to_i.to_s : format("%.2f", hours).sub(/0\z/, "")
    end

    def row(text, pence)
      "#{text.ljust(58)}#{Money.format(pence).rjust(12)}"
    end
  end
end
