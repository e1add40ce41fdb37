//! Static tables the generator draws from: names, places, employers, colleges,
//! skills and their synonyms, role ladders, and the phrases resumes are built of.
//! Place names carry no dashes (the main search encodes lists dash-separated).

/// Kind of employer; drives salaries, work-quality signals and profile attributes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Product,
    FundedStartup,
    OtherStartup,
    LargeIt,
    OtherIt,
    Gcc,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Product,
        Kind::FundedStartup,
        Kind::OtherStartup,
        Kind::LargeIt,
        Kind::OtherIt,
        Kind::Gcc,
    ];

    pub fn is_startup(self) -> bool {
        matches!(self, Kind::FundedStartup | Kind::OtherStartup)
    }

    pub fn is_it_services(self) -> bool {
        matches!(self, Kind::LargeIt | Kind::OtherIt)
    }

    /// How an employer of this kind reads in a work-quality reason.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Product => "product company",
            Kind::FundedStartup => "funded startup",
            Kind::OtherStartup => "early-stage startup",
            Kind::LargeIt => "large IT services firm",
            Kind::OtherIt => "IT services firm",
            Kind::Gcc => "global capability center",
        }
    }
}

/// The eleven domain tags of the spec, in its order, with a display label.
pub const DOMAINS: [(&str, &str); 11] = [
    (DomainTag::BankingAndFinance.as_str(), "Banking & Finance"),
    (DomainTag::Healthcare.as_str(), "Healthcare"),
    (DomainTag::Ecommerce.as_str(), "E-commerce"),
    (DomainTag::ComputerSecurity.as_str(), "Computer Security"),
    (DomainTag::Travel.as_str(), "Travel"),
    (DomainTag::EdtechEducation.as_str(), "EdTech & Education"),
    (DomainTag::Gaming.as_str(), "Gaming"),
    (DomainTag::ConsumerInternet.as_str(), "Consumer Internet"),
    (DomainTag::B2bSaas.as_str(), "B2B SaaS"),
    (DomainTag::SoftwareProduct.as_str(), "Software Product"),
    (DomainTag::Gcc.as_str(), "Global Capability Center"),
];

pub const BANK: u16 = 1 << 0;
pub const HEALTH: u16 = 1 << 1;
pub const ECOM: u16 = 1 << 2;
pub const SEC: u16 = 1 << 3;
pub const TRAVEL: u16 = 1 << 4;
pub const EDU: u16 = 1 << 5;
pub const GAMING: u16 = 1 << 6;
pub const CONSUMER: u16 = 1 << 7;
pub const SAAS: u16 = 1 << 8;
pub const PRODUCT: u16 = 1 << 9;
pub const GCC: u16 = 1 << 10;

/// An employer: name, kind, the domains its work counts toward.
pub struct Company {
    pub name: &'static str,
    pub kind: Kind,
    pub domains: u16,
}

const fn co(name: &'static str, kind: Kind, domains: u16) -> Company {
    Company {
        name,
        kind,
        domains,
    }
}

use talent_spec::enums::{DomainTag, EduPedigree};
use Kind::*;

/// Employers grouped by kind (the generator indexes ranges of one kind).
pub const COMPANIES: &[Company] = &[
    co("Flipkart", Product, ECOM | CONSUMER),
    co("Swiggy", Product, CONSUMER | ECOM),
    co("Zomato", Product, CONSUMER),
    co("PhonePe", Product, BANK | CONSUMER),
    co("Paytm", Product, BANK | CONSUMER),
    co("Razorpay", Product, BANK | SAAS),
    co("Freshworks", Product, SAAS),
    co("Zoho", Product, SAAS),
    co("Myntra", Product, ECOM),
    co("MakeMyTrip", Product, TRAVEL | CONSUMER),
    co("Nykaa", Product, ECOM),
    co("Meesho", Product, ECOM | CONSUMER),
    co("Ola", Product, TRAVEL | CONSUMER),
    co("InMobi", Product, SAAS | CONSUMER),
    co("Dream11", Product, GAMING | CONSUMER),
    co("Google", Product, CONSUMER | SAAS),
    co("Microsoft", Product, SAAS),
    co("Amazon", Product, ECOM | CONSUMER),
    co("Atlassian", Product, SAAS),
    co("Adobe", Product, SAAS),
    co("Uber", Product, TRAVEL | CONSUMER),
    co("Practo", Product, HEALTH | CONSUMER),
    co("PolicyBazaar", Product, BANK | CONSUMER),
    co("Zepto", FundedStartup, ECOM | CONSUMER),
    co("Groww", FundedStartup, BANK | CONSUMER),
    co("CRED", FundedStartup, BANK | CONSUMER),
    co("Postman", FundedStartup, SAAS),
    co("BrowserStack", FundedStartup, SAAS),
    co("Chargebee", FundedStartup, SAAS | BANK),
    co("Hasura", FundedStartup, SAAS),
    co("Unacademy", FundedStartup, EDU | CONSUMER),
    co("upGrad", FundedStartup, EDU),
    co("Slice", FundedStartup, BANK),
    co("Jupiter Money", FundedStartup, BANK),
    co("Khatabook", FundedStartup, BANK | SAAS),
    co("Rapido", FundedStartup, TRAVEL | CONSUMER),
    co("ShareChat", FundedStartup, CONSUMER),
    co("Urban Company", FundedStartup, CONSUMER),
    co("Licious", FundedStartup, ECOM),
    co("Cars24", FundedStartup, ECOM),
    co("Darwinbox", FundedStartup, SAAS),
    co("LeadSquared", FundedStartup, SAAS),
    co("Innovaccer", FundedStartup, HEALTH | SAAS),
    co("Mindtickle", FundedStartup, SAAS | EDU),
    co("Zeta", FundedStartup, BANK | SAAS),
    co("Juspay", FundedStartup, BANK),
    co("PharmEasy", FundedStartup, HEALTH | ECOM),
    co("Games24x7", FundedStartup, GAMING),
    co("Ixigo", FundedStartup, TRAVEL | CONSUMER),
    co("Physics Wallah", FundedStartup, EDU),
    co("Securonix", FundedStartup, SEC | SAAS),
    co("CloudSEK", FundedStartup, SEC),
    co("Acko", FundedStartup, BANK),
    co("Nimbus Labs", OtherStartup, SAAS),
    co("Kaveri Analytics", OtherStartup, SAAS),
    co("Trellis Health", OtherStartup, HEALTH),
    co("Finlytic", OtherStartup, BANK),
    co("Pixelwave Games", OtherStartup, GAMING),
    co("Tripverse", OtherStartup, TRAVEL),
    co("Learnloop", OtherStartup, EDU),
    co("Shieldbyte", OtherStartup, SEC),
    co("Cartwheel Commerce", OtherStartup, ECOM),
    co("Stackfold", OtherStartup, SAAS),
    co("Ledgerly", OtherStartup, BANK | SAAS),
    co("Medisync", OtherStartup, HEALTH),
    co("Voyagely", OtherStartup, TRAVEL),
    co("Brightpath Learning", OtherStartup, EDU),
    co("Cipherlane", OtherStartup, SEC),
    co("Kirana Cloud", OtherStartup, ECOM | SAAS),
    co("Paisabridge", OtherStartup, BANK),
    co("Carepulse", OtherStartup, HEALTH),
    co("Skillnest", OtherStartup, EDU),
    co("Tapsmart", OtherStartup, CONSUMER),
    co("Byteforge Studios", OtherStartup, GAMING),
    co("Tata Consultancy Services", LargeIt, 0),
    co("Infosys", LargeIt, 0),
    co("Wipro", LargeIt, 0),
    co("HCLTech", LargeIt, 0),
    co("Tech Mahindra", LargeIt, 0),
    co("Cognizant", LargeIt, 0),
    co("Accenture", LargeIt, 0),
    co("Capgemini", LargeIt, 0),
    co("LTIMindtree", LargeIt, 0),
    co("Mphasis", OtherIt, BANK),
    co("Persistent Systems", OtherIt, 0),
    co("Hexaware Technologies", OtherIt, 0),
    co("Zensar Technologies", OtherIt, 0),
    co("Birlasoft", OtherIt, 0),
    co("Coforge", OtherIt, TRAVEL),
    co("Cyient", OtherIt, 0),
    co("Sonata Software", OtherIt, 0),
    co("KPIT Technologies", OtherIt, 0),
    co("Happiest Minds", OtherIt, 0),
    co("Mastek", OtherIt, 0),
    co("Tata Elxsi", OtherIt, HEALTH),
    co("Virtusa", OtherIt, BANK),
    co("Nagarro", OtherIt, 0),
    co("Goldman Sachs", Gcc, BANK),
    co("JPMorgan Chase", Gcc, BANK),
    co("Walmart Global Tech", Gcc, ECOM),
    co("Target", Gcc, ECOM),
    co("Wells Fargo", Gcc, BANK),
    co("American Express", Gcc, BANK),
    co("Morgan Stanley", Gcc, BANK),
    co("Deutsche Bank", Gcc, BANK),
    co("Bosch Global Software", Gcc, 0),
    co("Siemens Healthineers", Gcc, HEALTH),
    co("Philips Innovation Campus", Gcc, HEALTH),
    co("Honeywell Technology Solutions", Gcc, 0),
    co("Visa", Gcc, BANK),
    co("Mastercard", Gcc, BANK | SEC),
    co("SAP Labs", Gcc, SAAS),
    co("Intuit", Gcc, BANK | SAAS),
    co("Cisco", Gcc, SEC),
    co("Expedia Group", Gcc, TRAVEL),
    co("Electronic Arts", Gcc, GAMING),
    co("Optum", Gcc, HEALTH),
    co("Barclays", Gcc, BANK),
];

/// Indian cities (and `Remote`, last), with how often candidates live there.
pub const PLACES: &[(&str, u32)] = &[
    ("Bengaluru", 260),
    ("Hyderabad", 140),
    ("Pune", 110),
    ("Chennai", 90),
    ("Mumbai", 80),
    ("Gurugram", 70),
    ("Noida", 60),
    ("Delhi", 40),
    ("Kolkata", 30),
    ("Ahmedabad", 22),
    ("Kochi", 18),
    ("Jaipur", 15),
    ("Chandigarh", 12),
    ("Indore", 12),
    ("Coimbatore", 12),
    ("Navi Mumbai", 8),
    ("Thiruvananthapuram", 8),
    ("Bhubaneswar", 8),
    ("Mysuru", 6),
    ("Nagpur", 6),
    ("Visakhapatnam", 6),
    ("Lucknow", 6),
    ("Vadodara", 5),
    ("Mangaluru", 4),
    ("Remote", 0),
];

/// Index of `Remote` in [`PLACES`] (a desired location, never a current one).
pub const REMOTE: usize = 24;

/// Other names people type for a place.
pub const PLACE_ALIASES: &[(&str, usize)] = &[
    ("bangalore", 0),
    ("blr", 0),
    ("secunderabad", 1),
    ("madras", 3),
    ("bombay", 4),
    ("gurgaon", 5),
    ("new delhi", 7),
    ("ncr", 7),
    ("calcutta", 8),
    ("cochin", 10),
    ("ernakulam", 10),
    ("trivandrum", 16),
    ("mysore", 18),
    ("vizag", 20),
    ("baroda", 22),
    ("mangalore", 23),
    ("wfh", 24),
    ("work from home", 24),
    ("anywhere", 24),
];

/// A place index from a user-typed name (case-insensitive, aliases accepted).
pub fn place_by_name(name: &str) -> Option<usize> {
    let norm = normalise(name);
    PLACES
        .iter()
        .position(|(p, _)| p.eq_ignore_ascii_case(&norm))
        .or_else(|| {
            PLACE_ALIASES
                .iter()
                .find(|(a, _)| *a == norm)
                .map(|(_, i)| *i)
        })
}

/// Lowercase, trimmed, inner whitespace collapsed to one space.
pub fn normalise(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

pub const FIRST_NAMES: &[&str] = &[
    "Aarav",
    "Aditi",
    "Aditya",
    "Akash",
    "Akshay",
    "Amit",
    "Ananya",
    "Anil",
    "Anjali",
    "Ankit",
    "Anusha",
    "Arjun",
    "Arun",
    "Ayesha",
    "Bhavna",
    "Chetan",
    "Deepa",
    "Deepak",
    "Divya",
    "Farhan",
    "Gaurav",
    "Harish",
    "Ishaan",
    "Ishita",
    "Jyoti",
    "Karan",
    "Kavya",
    "Kiran",
    "Krishna",
    "Lakshmi",
    "Madhav",
    "Manish",
    "Meera",
    "Mohit",
    "Nandini",
    "Neha",
    "Nikhil",
    "Nisha",
    "Pooja",
    "Pradeep",
    "Prakash",
    "Pranav",
    "Priya",
    "Rahul",
    "Rajesh",
    "Ramya",
    "Ravi",
    "Rohan",
    "Sakshi",
    "Sameer",
    "Sandeep",
    "Sanjana",
    "Shreya",
    "Siddharth",
    "Simran",
    "Sneha",
    "Suresh",
    "Swati",
    "Tanvi",
    "Tarun",
    "Varun",
    "Vikram",
    "Vinay",
    "Vivek",
    "Yash",
    "Zoya",
    "Harpreet",
    "Imran",
    "Joseph",
    "Fatima",
    "Abhishek",
    "Kritika",
    "Soumya",
    "Venkat",
    "Lavanya",
    "Gopal",
];

pub const LAST_NAMES: &[&str] = &[
    "Agarwal",
    "Bhat",
    "Banerjee",
    "Chatterjee",
    "Chauhan",
    "Das",
    "Desai",
    "Dubey",
    "Gupta",
    "Iyer",
    "Jain",
    "Joshi",
    "Kapoor",
    "Khan",
    "Kulkarni",
    "Kumar",
    "Malhotra",
    "Menon",
    "Mehta",
    "Mishra",
    "Mukherjee",
    "Nair",
    "Naidu",
    "Patel",
    "Pillai",
    "Rao",
    "Reddy",
    "Saxena",
    "Shah",
    "Sharma",
    "Shetty",
    "Singh",
    "Sinha",
    "Srinivasan",
    "Subramanian",
    "Thakur",
    "Tiwari",
    "Varma",
    "Verma",
    "Yadav",
    "Ghosh",
    "Hegde",
    "Krishnan",
    "Pandey",
    "Prasad",
    "Rathore",
    "Sethi",
    "Bose",
    "Choudhary",
    "Fernandes",
    "DSouza",
    "Gill",
    "Ahmed",
    "Qureshi",
    "Kaur",
];

pub const EMAIL_DOMAINS: &[&str] = &[
    "gmail.com",
    "gmail.com",
    "gmail.com",
    "yahoo.co.in",
    "outlook.com",
    "hotmail.com",
    "rediffmail.com",
    "proton.me",
];

/// College tiers as the `eduPed` filter names them.
pub const TIERS: [&str; 3] = [
    EduPedigree::Tier1Plus.as_str(),
    EduPedigree::Tier1.as_str(),
    EduPedigree::Tier2.as_str(),
];

/// Colleges by tier (index into [`TIERS`]).
pub const COLLEGES: [&[&str]; 3] = [
    &[
        "Indian Institute of Technology Bombay",
        "Indian Institute of Technology Delhi",
        "Indian Institute of Technology Madras",
        "Indian Institute of Technology Kanpur",
        "Indian Institute of Technology Kharagpur",
        "Indian Institute of Technology Roorkee",
        "Indian Institute of Technology Guwahati",
        "Indian Institute of Technology Hyderabad",
        "Indian Institute of Science Bengaluru",
        "BITS Pilani",
        "BITS Pilani Goa Campus",
    ],
    &[
        "National Institute of Technology Tiruchirappalli",
        "National Institute of Technology Karnataka Surathkal",
        "National Institute of Technology Warangal",
        "National Institute of Technology Calicut",
        "National Institute of Technology Rourkela",
        "IIIT Hyderabad",
        "IIIT Bangalore",
        "IIIT Delhi",
        "IIIT Allahabad",
        "Delhi Technological University",
        "Netaji Subhas University of Technology",
        "Jadavpur University",
        "College of Engineering Pune",
        "VJTI Mumbai",
        "PSG College of Technology",
        "BIT Mesra",
        "Manipal Institute of Technology",
        "Thapar Institute of Engineering and Technology",
    ],
    &[
        "VIT Vellore",
        "SRM Institute of Science and Technology",
        "Amity University",
        "KIIT Bhubaneswar",
        "Chandigarh University",
        "Lovely Professional University",
        "RV College of Engineering",
        "PES University",
        "BMS College of Engineering",
        "Pune Institute of Computer Technology",
        "Sathyabama Institute of Science and Technology",
        "JNTU Hyderabad",
        "Osmania University",
        "University of Mumbai",
        "Savitribai Phule Pune University",
        "Rajasthan Technical University",
        "Amrita Vishwa Vidyapeetham",
        "Symbiosis Institute of Technology",
        "Christ University",
        "Nirma University",
        "GITAM University",
        "Anna University",
        "Visvesvaraya Technological University",
        "Dr. A.P.J. Abdul Kalam Technical University",
    ],
];

/// Bachelor degrees by college tier (top institutes grant engineering degrees).
pub const BACHELORS: [&[&str]; 3] = [
    &["B.Tech", "B.Tech", "B.E."],
    &["B.Tech", "B.E."],
    &["B.Tech", "B.E.", "B.E.", "B.Sc", "BCA"],
];
pub const MASTERS: &[&str] = &["M.Tech", "MCA", "M.S.", "MBA", "M.Sc"];
pub const FIELDS: &[&str] = &[
    "Computer Science",
    "Computer Science and Engineering",
    "Information Technology",
    "Electronics and Communication",
    "Electrical Engineering",
    "Mechanical Engineering",
    "Mathematics and Computing",
    "Data Science",
];
pub const SCHOOLS: &[&str] = &[
    "Delhi Public School",
    "Kendriya Vidyalaya",
    "DAV Public School",
    "Narayana Junior College",
    "Sri Chaitanya Junior College",
    "St. Xavier's High School",
];

/// A skill: canonical key, display name, other names it goes by.
pub struct Skill {
    pub key: &'static str,
    pub display: &'static str,
    pub aliases: &'static [&'static str],
}

const fn sk(key: &'static str, display: &'static str, aliases: &'static [&'static str]) -> Skill {
    Skill {
        key,
        display,
        aliases,
    }
}

/// The skill catalog (at most 128: a candidate's skills are a `u128` mask).
pub const SKILLS: &[Skill] = &[
    sk("javascript", "JavaScript", &["js", "ecmascript"]),
    sk("typescript", "TypeScript", &["ts"]),
    sk("react", "React", &["reactjs", "react.js"]),
    sk("angular", "Angular", &["angularjs", "angular.js"]),
    sk("vue", "Vue.js", &["vuejs", "vue.js"]),
    sk("node", "Node.js", &["nodejs", "node.js", "node js"]),
    sk("go", "Go", &["golang"]),
    sk("java", "Java", &["core java", "java 8"]),
    sk("spring boot", "Spring Boot", &["springboot", "spring"]),
    sk("python", "Python", &["python3"]),
    sk("django", "Django", &[]),
    sk("flask", "Flask", &[]),
    sk("fastapi", "FastAPI", &["fast api"]),
    sk("kubernetes", "Kubernetes", &["k8s"]),
    sk("docker", "Docker", &["containers"]),
    sk("postgres", "PostgreSQL", &["postgresql", "postgre", "psql"]),
    sk("mysql", "MySQL", &[]),
    sk("mongodb", "MongoDB", &["mongo"]),
    sk("redis", "Redis", &[]),
    sk("kafka", "Kafka", &["apache kafka"]),
    sk("rabbitmq", "RabbitMQ", &["rabbit mq"]),
    sk(
        "elasticsearch",
        "Elasticsearch",
        &["elastic search", "elastic"],
    ),
    sk("aws", "AWS", &["amazon web services"]),
    sk("gcp", "GCP", &["google cloud", "google cloud platform"]),
    sk("azure", "Azure", &["microsoft azure"]),
    sk("terraform", "Terraform", &[]),
    sk("ansible", "Ansible", &[]),
    sk("jenkins", "Jenkins", &[]),
    sk(
        "ci/cd",
        "CI/CD",
        &["cicd", "ci cd", "continuous integration"],
    ),
    sk("linux", "Linux", &["unix"]),
    sk("prometheus", "Prometheus", &[]),
    sk("grafana", "Grafana", &[]),
    sk("microservices", "Microservices", &["microservice"]),
    sk(
        "rest api",
        "REST APIs",
        &["rest", "restful", "rest apis", "restful apis"],
    ),
    sk("grpc", "gRPC", &[]),
    sk("graphql", "GraphQL", &[]),
    sk("html", "HTML", &["html5"]),
    sk("css", "CSS", &["css3"]),
    sk("redux", "Redux", &[]),
    sk("next.js", "Next.js", &["nextjs", "next"]),
    sk("tailwind", "Tailwind CSS", &["tailwindcss", "tailwind css"]),
    sk("webpack", "Webpack", &[]),
    sk("android", "Android", &[]),
    sk("kotlin", "Kotlin", &[]),
    sk("swift", "Swift", &[]),
    sk("ios", "iOS", &[]),
    sk("flutter", "Flutter", &[]),
    sk("dart", "Dart", &[]),
    sk("react native", "React Native", &["reactnative"]),
    sk("sql", "SQL", &[]),
    sk("spark", "Apache Spark", &["apache spark", "pyspark"]),
    sk("hadoop", "Hadoop", &[]),
    sk("airflow", "Airflow", &["apache airflow"]),
    sk("scala", "Scala", &[]),
    sk("snowflake", "Snowflake", &[]),
    sk("dbt", "dbt", &[]),
    sk("hive", "Hive", &[]),
    sk("machine learning", "Machine Learning", &["ml"]),
    sk("deep learning", "Deep Learning", &["dl"]),
    sk("pytorch", "PyTorch", &["torch"]),
    sk("tensorflow", "TensorFlow", &["tf"]),
    sk("nlp", "NLP", &["natural language processing"]),
    sk("computer vision", "Computer Vision", &["cv", "opencv"]),
    sk("pandas", "Pandas", &[]),
    sk("scikit-learn", "scikit-learn", &["sklearn", "scikit learn"]),
    sk(
        "llm",
        "LLMs",
        &["llms", "large language models", "genai", "generative ai"],
    ),
    sk("mlops", "MLOps", &["ml ops"]),
    sk("selenium", "Selenium", &[]),
    sk("cypress", "Cypress", &[]),
    sk("appium", "Appium", &[]),
    sk("jmeter", "JMeter", &[]),
    sk(
        "test automation",
        "Test Automation",
        &["automation testing"],
    ),
    sk("api testing", "API Testing", &[]),
    sk(
        "penetration testing",
        "Penetration Testing",
        &["pentesting", "pen testing", "vapt"],
    ),
    sk("siem", "SIEM", &[]),
    sk("network security", "Network Security", &[]),
    sk("cloud security", "Cloud Security", &[]),
    sk("iam", "IAM", &["identity and access management"]),
    sk("c", "C", &["c language"]),
    sk("c++", "C++", &["cpp"]),
    sk("embedded c", "Embedded C", &[]),
    sk("rtos", "RTOS", &["freertos"]),
    sk("linux kernel", "Linux Kernel", &["kernel"]),
    sk("microcontrollers", "Microcontrollers", &["mcu"]),
    sk("c#", "C#", &["csharp", "c sharp"]),
    sk(
        ".net",
        ".NET",
        &["dotnet", "asp.net", "net core", ".net core"],
    ),
    sk("php", "PHP", &[]),
    sk("laravel", "Laravel", &[]),
    sk("ruby", "Ruby", &[]),
    sk("rails", "Ruby on Rails", &["ruby on rails", "ror"]),
    sk("rust", "Rust", &[]),
    sk("system design", "System Design", &[]),
    sk("data structures", "Data Structures", &["dsa", "algorithms"]),
    sk("power bi", "Power BI", &["powerbi"]),
    sk("tableau", "Tableau", &[]),
    sk("excel", "Excel", &["ms excel", "microsoft excel"]),
    sk(
        "people management",
        "People Management",
        &["team management"],
    ),
    sk("agile", "Agile", &["scrum"]),
    sk("bigquery", "BigQuery", &["big query"]),
    sk("dynamodb", "DynamoDB", &["dynamo"]),
    sk("cassandra", "Cassandra", &[]),
];

/// The catalog index of a skill name, display name or alias (case-insensitive).
pub fn skill_by_name(name: &str) -> Option<usize> {
    let norm = normalise(name);
    SKILLS.iter().position(|s| {
        s.key == norm || s.display.eq_ignore_ascii_case(&norm) || s.aliases.contains(&&*norm)
    })
}

/// Skill ids by key, for the track tables below (checked by a test).
pub fn skill_id(key: &str) -> usize {
    SKILLS.iter().position(|s| s.key == key).unwrap_or(0)
}

/// A role family: title ladder (six levels), core stacks, optional extras,
/// how often it occurs, and the experience bullets it writes.
pub struct Track {
    pub weight: u32,
    pub titles: [&'static str; 6],
    pub stacks: &'static [&'static [&'static str]],
    pub extras: &'static [&'static str],
    pub bullets: &'static [&'static str],
    pub summary: &'static str,
}

/// Title ladder at IT services firms, whatever the track.
pub const IT_TITLES: [&str; 6] = [
    "Systems Engineer",
    "Senior Systems Engineer",
    "Technology Analyst",
    "Technical Lead",
    "Technology Architect",
    "Senior Technology Architect",
];

pub const MANAGER_TITLES: [&str; 3] = [
    "Engineering Manager",
    "Senior Engineering Manager",
    "Director of Engineering",
];

/// Bullet templates: `{s}`/`{t}` a skill, `{d}` a domain phrase, `{p}` a
/// percentage, `{n}` a small count, `{k}` a volume. Placeholders always sit
/// between separators, so a token never spans a placeholder boundary.
pub const TRACKS: &[Track] = &[
    Track {
        weight: 26,
        titles: [
            "Software Engineer",
            "Backend Engineer",
            "Senior Backend Engineer",
            "Lead Backend Engineer",
            "Staff Engineer",
            "Principal Engineer",
        ],
        stacks: &[
            &["java", "spring boot", "microservices"],
            &["python", "django", "rest api"],
            &["go", "microservices", "grpc"],
            &["node", "typescript", "rest api"],
            &["c#", ".net", "sql"],
            &["php", "laravel", "mysql"],
            &["ruby", "rails", "postgres"],
            &["java", "kafka", "microservices"],
            &["python", "fastapi", "postgres"],
            &["rust", "go", "system design"],
        ],
        extras: &[
            "postgres", "mysql", "redis", "kafka", "rabbitmq", "mongodb", "elasticsearch", "aws",
            "gcp", "docker", "kubernetes", "system design", "data structures", "dynamodb",
            "cassandra", "grpc", "graphql", "ci/cd", "linux", "agile", "flask",
        ],
        bullets: &[
            "Designed and built {d} microservices in {s} and {t}, serving {k} requests per minute at peak.",
            "Reduced p99 latency of the {d} APIs by {p} by adding a {t} caching layer and rewriting hot queries.",
            "Migrated a monolith to event-driven services on {s}, cutting deployment time by {p}.",
            "Owned the {d} service end to end, from design reviews to on-call, using {s} and {t}.",
            "Built an idempotent retry and reconciliation pipeline for {d}, bringing failed transactions down by {p}.",
            "Introduced contract tests and load tests for {s} services, catching regressions before release.",
            "Scaled the {d} platform to {k} daily active users with sharding and read replicas.",
            "Wrote the internal {s} SDK used by {n} teams to publish and consume domain events.",
        ],
        summary: "Builds reliable, high-throughput services and cares about operability.",
    },
    Track {
        weight: 12,
        titles: [
            "Frontend Developer",
            "Frontend Engineer",
            "Senior Frontend Engineer",
            "Lead Frontend Engineer",
            "Staff Frontend Engineer",
            "Principal Engineer",
        ],
        stacks: &[
            &["javascript", "react", "redux"],
            &["typescript", "angular", "html"],
            &["javascript", "vue", "css"],
            &["typescript", "react", "next.js"],
        ],
        extras: &[
            "html", "css", "tailwind", "webpack", "graphql", "node", "cypress", "rest api", "agile",
            "ci/cd", "typescript", "javascript", "redux",
        ],
        bullets: &[
            "Rebuilt the {d} web app in {s} with a shared component library, improving Lighthouse scores by {p}.",
            "Cut bundle size by {p} with code splitting, lazy loading and a {t} build pipeline.",
            "Shipped an accessible design system in {s} adopted by {n} product teams.",
            "Built real-time dashboards for {d} with {s} and websockets, used by {k} users a day.",
            "Added end-to-end tests in {t} for the {d} flows, reducing production incidents by {p}.",
            "Led the migration from a legacy jQuery front end to {s} without a feature freeze.",
        ],
        summary: "Focused on fast, accessible user interfaces.",
    },
    Track {
        weight: 14,
        titles: [
            "Full Stack Developer",
            "Full Stack Engineer",
            "Senior Full Stack Engineer",
            "Lead Full Stack Engineer",
            "Staff Engineer",
            "Principal Engineer",
        ],
        stacks: &[
            &["javascript", "react", "node", "mongodb"],
            &["typescript", "angular", "java", "spring boot"],
            &["python", "django", "react"],
            &["typescript", "next.js", "node", "postgres"],
        ],
        extras: &[
            "aws", "docker", "redis", "graphql", "rest api", "mysql", "postgres", "html", "css",
            "ci/cd", "kubernetes", "agile", "tailwind",
        ],
        bullets: &[
            "Built the {d} product end to end with {s} and {t}, from schema to UI.",
            "Launched a self-serve {d} portal in {n} weeks that now handles {k} sessions a month.",
            "Designed REST and GraphQL APIs with typed clients, halving integration bugs in {d}.",
            "Improved page load times by {p} through server-side rendering and query tuning.",
            "Set up CI/CD with preview environments, taking releases from weekly to daily.",
            "Owned features across {s} and {t} from spec to production for the {d} team.",
        ],
        summary: "Comfortable from the database to the browser.",
    },
    Track {
        weight: 8,
        titles: [
            "Mobile Developer",
            "Mobile Engineer",
            "Senior Mobile Engineer",
            "Lead Mobile Engineer",
            "Staff Mobile Engineer",
            "Principal Engineer",
        ],
        stacks: &[
            &["android", "kotlin", "java"],
            &["ios", "swift"],
            &["flutter", "dart"],
            &["react native", "javascript", "typescript"],
        ],
        extras: &["rest api", "graphql", "ci/cd", "agile", "kotlin", "swift", "typescript"],
        bullets: &[
            "Built the {d} mobile app in {s}, now rated 4.6 with {k} monthly active users.",
            "Reduced app start time by {p} and crash rate by {p} through profiling and {t} refactors.",
            "Shipped offline-first sync for {d} with background jobs and conflict resolution.",
            "Modularised a large {s} codebase into {n} feature modules, speeding up builds by {p}.",
            "Introduced UI tests and staged rollouts for {d} releases.",
        ],
        summary: "Ships polished mobile apps used by millions.",
    },
    Track {
        weight: 8,
        titles: [
            "Data Engineer",
            "Data Engineer II",
            "Senior Data Engineer",
            "Lead Data Engineer",
            "Data Architect",
            "Principal Data Architect",
        ],
        stacks: &[
            &["python", "spark", "airflow", "sql"],
            &["scala", "spark", "hadoop", "hive"],
            &["python", "sql", "snowflake", "dbt"],
            &["java", "kafka", "spark"],
        ],
        extras: &[
            "aws", "gcp", "bigquery", "kafka", "postgres", "docker", "kubernetes", "airflow", "hive",
            "python", "sql", "tableau",
        ],
        bullets: &[
            "Built batch and streaming pipelines in {s} and {t} processing {k} events a day for {d}.",
            "Designed the {d} data warehouse and cut reporting latency from hours to {n} minutes.",
            "Reduced pipeline cloud spend by {p} by tuning {s} jobs and partitioning strategies.",
            "Set up data quality checks and lineage for {n} critical {d} datasets.",
            "Migrated legacy ETL to {t} with zero downtime for downstream analytics teams.",
        ],
        summary: "Builds dependable data pipelines and warehouses.",
    },
    Track {
        weight: 8,
        titles: [
            "Data Scientist",
            "Machine Learning Engineer",
            "Senior Data Scientist",
            "Lead Machine Learning Engineer",
            "Principal Data Scientist",
            "Head of Data Science",
        ],
        stacks: &[
            &["python", "machine learning", "pandas", "scikit-learn"],
            &["python", "deep learning", "pytorch", "computer vision"],
            &["python", "nlp", "llm", "pytorch"],
            &["python", "machine learning", "tensorflow", "sql"],
        ],
        extras: &[
            "sql", "spark", "aws", "gcp", "mlops", "docker", "deep learning", "llm", "nlp", "tableau",
            "machine learning", "pandas",
        ],
        bullets: &[
            "Built {d} models with {s} and {t} that lifted conversion by {p} in online A/B tests.",
            "Deployed real-time inference for {d} serving {k} predictions a day under 50 ms.",
            "Developed a retrieval-augmented assistant over {d} documents using {t} and embeddings.",
            "Improved fraud and risk model recall by {p} with feature engineering and gradient boosting.",
            "Set up experiment tracking and model monitoring for {n} production models.",
            "Fine-tuned transformer models for {d} text classification with {s}.",
        ],
        summary: "Takes models from notebook to production.",
    },
    Track {
        weight: 8,
        titles: [
            "DevOps Engineer",
            "Site Reliability Engineer",
            "Senior Site Reliability Engineer",
            "Lead DevOps Engineer",
            "Staff Site Reliability Engineer",
            "Principal Cloud Architect",
        ],
        stacks: &[
            &["aws", "terraform", "kubernetes", "docker"],
            &["azure", "ansible", "jenkins", "linux"],
            &["gcp", "kubernetes", "prometheus", "grafana"],
        ],
        extras: &[
            "python", "go", "ci/cd", "linux", "docker", "terraform", "prometheus", "grafana",
            "jenkins", "aws", "kubernetes",
        ],
        bullets: &[
            "Managed {n} {s} clusters running the {d} workloads with 99.9% availability targets met every quarter.",
            "Codified infrastructure in {t}, taking environment setup from days to {n} minutes.",
            "Cut cloud costs by {p} through rightsizing, spot instances and autoscaling policies.",
            "Built observability with {t} dashboards and alerting, reducing mean time to recovery by {p}.",
            "Designed blue-green and canary deployments on {s} for the {d} services.",
            "Ran incident reviews and wrote runbooks that halved repeat incidents.",
        ],
        summary: "Keeps production fast, cheap and boring.",
    },
    Track {
        weight: 7,
        titles: [
            "QA Engineer",
            "Software Development Engineer in Test",
            "Senior SDET",
            "QA Lead",
            "QA Manager",
            "Director of Quality Engineering",
        ],
        stacks: &[
            &["selenium", "java", "test automation"],
            &["cypress", "javascript", "test automation"],
            &["appium", "python", "api testing"],
            &["jmeter", "api testing", "sql"],
        ],
        extras: &["ci/cd", "agile", "jenkins", "sql", "python", "java", "rest api", "docker"],
        bullets: &[
            "Built a {s} automation framework covering {n} hundred regression cases for {d}.",
            "Cut regression cycle time by {p} by running {t} suites in parallel in CI.",
            "Introduced API contract testing for {d} services and shifted testing left.",
            "Led performance testing of the {d} platform up to {k} concurrent users.",
            "Mentored {n} manual testers into automation roles.",
        ],
        summary: "Automates testing and raises the release bar.",
    },
    Track {
        weight: 3,
        titles: [
            "Security Analyst",
            "Security Engineer",
            "Senior Security Engineer",
            "Lead Security Engineer",
            "Security Architect",
            "Head of Security",
        ],
        stacks: &[
            &["penetration testing", "network security", "linux"],
            &["siem", "network security", "python"],
            &["cloud security", "iam", "aws"],
        ],
        extras: &["python", "linux", "aws", "azure", "kubernetes", "docker", "go"],
        bullets: &[
            "Ran {s} engagements on {d} systems and closed {n} critical findings.",
            "Built detection rules in the {t} pipeline, cutting alert noise by {p}.",
            "Rolled out least-privilege {t} policies across {n} cloud accounts.",
            "Led incident response for {d} security events and wrote the playbooks.",
            "Drove ISO 27001 and SOC 2 readiness for the {d} platform.",
        ],
        summary: "Finds weaknesses before attackers do.",
    },
    Track {
        weight: 3,
        titles: [
            "Embedded Software Engineer",
            "Embedded Engineer II",
            "Senior Embedded Engineer",
            "Lead Embedded Engineer",
            "Embedded Architect",
            "Principal Embedded Architect",
        ],
        stacks: &[
            &["c", "embedded c", "rtos", "microcontrollers"],
            &["c++", "linux kernel", "linux"],
            &["c", "c++", "linux"],
        ],
        extras: &["python", "linux", "rtos", "c++", "agile"],
        bullets: &[
            "Wrote firmware in {s} for {d} devices on {t} with tight memory budgets.",
            "Developed device drivers and board support packages for {n} hardware platforms.",
            "Reduced boot time by {p} and power draw by {p} through profiling.",
            "Built hardware-in-the-loop test rigs for {d} controllers.",
        ],
        summary: "Writes dependable firmware close to the hardware.",
    },
    Track {
        weight: 3,
        titles: [
            "Data Analyst",
            "Business Analyst",
            "Senior Data Analyst",
            "Lead Analyst",
            "Analytics Manager",
            "Head of Analytics",
        ],
        stacks: &[&["sql", "excel", "power bi"], &["sql", "tableau", "python"]],
        extras: &["python", "excel", "tableau", "bigquery", "snowflake", "pandas"],
        bullets: &[
            "Built {s} dashboards tracking {d} KPIs used in weekly business reviews.",
            "Analysed {d} funnels in {t} and found changes that lifted retention by {p}.",
            "Automated {n} recurring reports, saving the team a day every week.",
            "Designed experiments and reported results to leadership for the {d} team.",
        ],
        summary: "Turns data into decisions.",
    },
];

/// Bullets any engineer may write.
pub const GENERIC_BULLETS: &[&str] = &[
    "Collaborated with product and design teams to ship {d} features every sprint.",
    "Wrote technical design documents and led architecture reviews for the {d} roadmap.",
    "Mentored {n} junior engineers and ran the team's code review rotation.",
    "Participated in the on-call rotation and improved alert quality for {d} services.",
    "Interviewed candidates and helped double the team within a year.",
    "Worked closely with customers to gather requirements for {d} integrations.",
];

/// Bullets for managers.
pub const MANAGER_BULLETS: &[&str] = &[
    "Managed a team of {n} engineers delivering the {d} roadmap.",
    "Hired {n} engineers and set up career ladders and quarterly goals.",
    "Ran agile ceremonies and cut cycle time by {p} across the group.",
];

/// Bullets for early employees and founders.
pub const STARTUP_BULLETS: &[&str] = &[
    "Joined as one of the first {n} engineers and built the first version of the {d} product.",
    "Set up engineering practices, hiring and the cloud foundation from scratch.",
];

pub const FOUNDER_BULLETS: &[&str] = &[
    "Co-founded the company, raised a seed round and built the {d} product with a team of {n}.",
    "Owned technology, hiring and early customer pilots for {d}.",
];

/// What a domain's work is about, for bullet `{d}` slots.
pub const DOMAIN_PHRASES: [&[&str]; 11] = [
    &[
        "payments",
        "UPI payments",
        "lending",
        "risk scoring",
        "card transactions",
        "ledger",
    ],
    &[
        "patient records",
        "telemedicine",
        "claims processing",
        "clinical data",
    ],
    &[
        "checkout",
        "catalog",
        "order management",
        "search and discovery",
        "inventory",
    ],
    &[
        "threat detection",
        "vulnerability management",
        "access control",
    ],
    &[
        "flight search",
        "hotel booking",
        "ride allocation",
        "dynamic pricing",
    ],
    &["live classes", "learning content", "assessments"],
    &["matchmaking", "leaderboards", "in-game economy"],
    &[
        "user feeds",
        "notifications",
        "food delivery",
        "recommendations",
    ],
    &[
        "multi-tenant billing",
        "CRM workflows",
        "analytics dashboards",
        "integrations",
    ],
    &["core platform", "developer platform"],
    &[
        "trading platforms",
        "enterprise reporting",
        "internal platforms",
    ],
];

/// What IT services client projects are about.
pub const CLIENT_PHRASES: &[&str] = &[
    "retail banking",
    "insurance claims",
    "retail supply chain",
    "telecom billing",
    "hospital management",
    "airline reservations",
];

pub const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

pub const CERTIFICATIONS: &[&str] = &[
    "AWS Certified Solutions Architect Associate",
    "Certified Kubernetes Administrator",
    "Google Professional Data Engineer",
    "Microsoft Certified Azure Developer Associate",
    "Oracle Certified Professional Java SE",
    "Certified Scrum Master",
];

pub const ACHIEVEMENTS: &[&str] = &[
    "Won the company hackathon with a prototype for {d} that later shipped.",
    "Spoke at a local meetup about lessons from scaling {d}.",
    "Contributed fixes to open source {s} libraries.",
    "Received the quarterly excellence award for the {d} launch.",
    "Ranked in the top {n} percent in a national coding contest.",
    "Published an internal guide on {s} best practices adopted across teams.",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_consistent() {
        assert!(SKILLS.len() <= 128);
        assert_eq!(PLACES[REMOTE].0, "Remote");
        for t in TRACKS {
            for k in t.stacks.iter().flat_map(|s| s.iter()).chain(t.extras) {
                assert!(SKILLS.iter().any(|s| s.key == *k), "unknown skill {k}");
            }
        }
        for (_, i) in PLACE_ALIASES {
            assert!(*i < PLACES.len());
        }
        assert!(PLACES.iter().all(|(p, _)| !p.contains('-')));
        // Kinds are contiguous, so a kind is a range of COMPANIES.
        let kinds: Vec<Kind> = COMPANIES.iter().map(|c| c.kind).collect();
        let mut seen = Vec::new();
        for w in kinds.windows(2) {
            if w[0] != w[1] {
                assert!(!seen.contains(&w[1]));
                seen.push(w[0]);
            }
        }
    }

    /// A placeholder glued to a word would split one token across two pieces.
    #[test]
    fn placeholders_sit_between_separators() {
        let glued =
            |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '+' || c == '#');
        let all = TRACKS
            .iter()
            .flat_map(|t| t.bullets.iter())
            .chain(GENERIC_BULLETS)
            .chain(MANAGER_BULLETS)
            .chain(STARTUP_BULLETS)
            .chain(FOUNDER_BULLETS)
            .chain(ACHIEVEMENTS);
        for t in all {
            for (i, _) in t.match_indices('{') {
                assert_eq!(t.as_bytes().get(i + 2), Some(&b'}'), "{t}");
                assert!(!glued(t[..i].chars().last()), "{t}");
                assert!(!glued(t[i + 3..].chars().next()), "{t}");
                assert!("stdpnk".contains(t.as_bytes()[i + 1] as char), "{t}");
            }
        }
    }

    #[test]
    fn skills_resolve_through_aliases() {
        assert_eq!(skill_by_name("GoLang"), skill_by_name("go"));
        assert_eq!(skill_by_name("k8s"), skill_by_name("Kubernetes"));
        assert_eq!(skill_by_name("PostgreSQL"), skill_by_name("postgres"));
        assert_eq!(skill_by_name("ReactJS"), skill_by_name("react"));
        assert_eq!(skill_by_name("nodejs"), skill_by_name("Node.js"));
        assert_eq!(skill_by_name("ML"), skill_by_name("machine learning"));
        assert_eq!(skill_by_name("js"), skill_by_name("JavaScript"));
        assert_eq!(skill_by_name("cobol"), None);
    }

    #[test]
    fn places_resolve_through_aliases() {
        assert_eq!(place_by_name("bangalore"), Some(0));
        assert_eq!(place_by_name(" navi   MUMBAI "), Some(15));
        assert_eq!(place_by_name("remote"), Some(REMOTE));
        assert_eq!(place_by_name("Atlantis"), None);
    }
}
