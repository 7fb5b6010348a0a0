module Libloans
  # Loan period and fine per media type; fines in cents.
  Policy = Struct.new(:media, :loan_days, :fine_per_day, :max_fine_days, keyword_init: true) do
    def max_fine
      fine_per_day * max_fine_days
    end
  end

  POLICIES = {
    book: Policy.new(media: :book, loan_days: 21, fine_per_day: 25, max_fine_days: 40),
    dvd: Policy.new(media: :dvd, loan_days: 7, fine_per_day: 100, max_fine_days: 15),
    magazine: Policy.new(media: :magazine, loan_days: 7, fine_per_day: 10, max_fine_days: 20)
  }.freeze

  def self.policy_for(media)
    POLICIES.fetch(media) { raise ArgumentError, "no loan policy for #{media.inspect}" }
  end
end
