module Dispensary
  # A registered patient. Exemptions from the prescription charge follow the NHS England rules the
  # counter staff check: age (under 16, 60 and over), full-time education up to 18, or a certificate.
  class Patient
    CERTIFICATES = %i[maternity medical].freeze

    attr_reader :name, :born_on, :certificate, :in_education

    def initialize(name:, born_on:, certificate: nil, in_education: false)
      raise Error, "unknown certificate #{certificate}" if certificate && !CERTIFICATES.include?(certificate)

      @name = name
      @born_on = born_on
      @certificate = certificate
      @in_education = in_education
    end

    def age_on(date)
      years = date.year - born_on.year
      birthday_passed = (date.month * 100 + date.day) >= (born_on.month * 100 + born_on.day)
      birthday_passed ? years : years - 1
    end
  end
end
